import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from '../../../domain/dayjs';
import { SparkIcon } from '../../../components/signed-in/icons';

/**
 * With analysis data it names the number of past meetings looked at (and when),
 * and, right after an analysis, what it saw (`evidence`: "31 of your last 42 meetings were
 * between 10 AM and 4 PM on weekdays");
 * without, it says these are default preferences — and, once an analysis found no past meetings,
 * says so with the date. Its button reads 'Analyzing...' while running.
 */
export function AnalysisBanner({
  totalMeetingsAnalyzed,
  lastAnalyzedAt,
  evidence = [],
  analyzing,
  onAnalyze,
}: {
  totalMeetingsAnalyzed: number;
  lastAnalyzedAt: string | null;
  /** The findings of the analysis just run, in words (none after a reload). */
  evidence?: readonly string[];
  analyzing: boolean;
  onAnalyze: () => void;
}) {
  const analysed = totalMeetingsAnalyzed > 0;
  const checked = lastAnalyzedAt ? dayjs(lastAnalyzedAt) : null;
  return (
    <Paper
      component="section"
      aria-label="Calendar analysis"
      withBorder
      radius="lg"
      p="lg"
      bg="violet.0"
      style={{ borderColor: 'var(--mantine-color-violet-2)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 320px' }}>
          <Text component="span" c="violet.8" display="flex" mt={2}>
            <SparkIcon size={22} />
          </Text>
          {analysed ? (
            <Stack gap={4}>
              <Text fw={600} c="violet.9">
                Your assistant looked at your past {totalMeetingsAnalyzed}{' '}
                {totalMeetingsAnalyzed === 1 ? 'meeting' : 'meetings'} to learn these preferences.
              </Text>
              {evidence.map((line) => (
                <Text key={line} size="sm" c="violet.9">
                  {line}.
                </Text>
              ))}
              {checked?.isValid() ? (
                <Text size="sm" c="gray.8">
                  Last checked on {checked.format('MMMM D, YYYY')}
                </Text>
              ) : null}
            </Stack>
          ) : checked?.isValid() ? (
            // Analysed, but the calendar held no past meetings to learn from.
            <Stack gap={4}>
              <Text fw={600} c="violet.9">
                Your assistant found no past meetings to learn from.
              </Text>
              <Text size="sm" c="gray.8">
                Last checked on {checked.format('MMMM D, YYYY')}. Your preferences were left as they
                are; analyze again once your calendar has meetings.
              </Text>
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text fw={600} c="violet.9">
                Your calendar has not been analyzed yet.
              </Text>
              <Text size="sm" c="gray.8">
                These are default preferences. Analyze your calendar to learn your preferences from
                your past meetings.
              </Text>
            </Stack>
          )}
        </Group>
        <Button onClick={onAnalyze} disabled={analyzing} variant={analysed ? 'default' : 'filled'}>
          {analyzing
            ? 'Analyzing...'
            : analysed || checked?.isValid()
              ? 'Analyze Again'
              : 'Analyze Calendar'}
        </Button>
      </Group>
    </Paper>
  );
}
