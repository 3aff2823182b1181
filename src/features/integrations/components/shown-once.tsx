import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A secret or key, shown this once, with a copy button. */
export function ShownOnce({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Alert color="violet" variant="light" title={label}>
      <Stack gap="xs">
        <Text size="sm">{note}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            aria-label={label}
            style={{ wordBreak: 'break-all', flex: 1, fontSize: 13, padding: '6px 8px' }}
          >
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
