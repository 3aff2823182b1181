import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_BUFFER_TIME, MIN_BUFFER_TIME, parseBufferTime } from '../../../domain/preferences';
import { SectionCard } from '../../../components/signed-in/section-card';

/**
 * A number of minutes from 0 to 120; non-numeric or empty input falls back to 15.
 * What the person types stays in the field while they type; the saved value is the parsed one,
 * and the field shows it once they leave it.
 */
export function BufferTimeCard({
  bufferTime,
  noBufferNeeded,
  onBufferTimeChange,
  onNoBufferNeededChange,
}: {
  bufferTime: number;
  noBufferNeeded: boolean;
  onBufferTimeChange: (minutes: number) => void;
  onNoBufferNeededChange: (value: boolean) => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <SectionCard title="Buffer Time" description="Free time kept before and after your meetings.">
      <Stack gap="sm">
        {noBufferNeeded ? null : (
          <TextInput
            type="number"
            label="Buffer time:"
            description={`Minutes, from ${MIN_BUFFER_TIME} to ${MAX_BUFFER_TIME}.`}
            min={MIN_BUFFER_TIME}
            max={MAX_BUFFER_TIME}
            step={5}
            inputMode="numeric"
            value={typing ?? String(bufferTime)}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              setTyping(raw);
              const minutes = parseBufferTime(raw);
              if (minutes !== bufferTime) onBufferTimeChange(minutes);
            }}
            onBlur={() => setTyping(null)}
            rightSection={
              <Text size="sm" c="gray.7">
                min
              </Text>
            }
            rightSectionWidth={44}
            maw={200}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          />
        )}
        <Checkbox
          label="No buffer needed - schedule meetings back-to-back"
          checked={noBufferNeeded}
          onChange={(event) => onNoBufferNeededChange(event.currentTarget.checked)}
        />
      </Stack>
    </SectionCard>
  );
}
