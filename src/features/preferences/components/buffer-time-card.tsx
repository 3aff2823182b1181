import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_BUFFER_TIME, MIN_BUFFER_TIME, readBufferTimeInput } from '../../../domain/preferences';
import { SectionCard } from '../../../components/signed-in/section-card';

/**
 * Whole minutes from 0 to 120; empty or non-numeric input falls back to 15 (readBufferTimeInput).
 * What the person types stays in the field while they type. A valid value is saved and the field
 * shows it once they leave it; an out-of-range or fractional one keeps the typed text with its
 * error, is not saved, and is reported through onInvalidChange (the page then says it is unsaved).
 */
export function BufferTimeCard({
  bufferTime,
  noBufferNeeded,
  onBufferTimeChange,
  onNoBufferNeededChange,
  onInvalidChange,
}: {
  bufferTime: number;
  noBufferNeeded: boolean;
  onBufferTimeChange: (minutes: number) => void;
  onNoBufferNeededChange: (value: boolean) => void;
  onInvalidChange?: (invalid: boolean) => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const error = typing === null ? null : readBufferTimeInput(typing).error;
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
              const { minutes } = readBufferTimeInput(raw);
              onInvalidChange?.(minutes === null);
              if (minutes !== null && minutes !== bufferTime) onBufferTimeChange(minutes);
            }}
            onBlur={() => {
              if (!error) setTyping(null);
            }}
            error={error}
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
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            // The hidden field's unsaved text goes with it: no buffer means nothing to fix.
            if (checked) {
              setTyping(null);
              onInvalidChange?.(false);
            }
            onNoBufferNeededChange(checked);
          }}
        />
      </Stack>
    </SectionCard>
  );
}
