/**
 * API keys: "New API key" (name, scope, expiry), the key shown once with a copy button, and the
 * list with each key's first characters, scope, dates and "Revoke".
 */
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { momentText } from '../../../domain/time-text';
import { apiKeysQueryOptions, useCreateApiKey, useRevokeApiKey, type ApiKey } from '../api';
import { Dialog } from './dialog';
import { ShownOnce } from './shown-once';

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const SCOPE_LABEL: Record<ApiKey['scope'], string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

function NewKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKey['scope']>('read');
  const [expiry, setExpiry] = useState('90');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    create.reset();
    onClose();
  };
  const made = create.data;
  return (
    <Dialog opened={opened} onClose={close} title="New API key" size="lg">
      {made ? (
        <Stack>
          <ShownOnce
            label="Your API key"
            value={made.secret}
            note="Copy it now: it is shown only this once. Send it as Authorization: Bearer <key>."
          />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return setError('Name is required');
            create.mutate(
              {
                name: name.trim(),
                scope,
                expiresInDays: expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365),
              },
              { onError: (e) => setError(e instanceof Error ? e.message : String(e)) },
            );
          }}
        >
          <Stack>
            <TextInput
              label="Name"
              description="What the key is for"
              value={name}
              maxLength={80}
              error={error}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="api-key-scope">
                Scope
              </Text>
              <SegmentedControl
                aria-labelledby="api-key-scope"
                value={scope}
                onChange={(value) => setScope(value as ApiKey['scope'])}
                data={[
                  { value: 'read', label: 'Read only' },
                  { value: 'read_write', label: 'Read and write' },
                ]}
              />
            </Stack>
            <Select
              label="Expires"
              data={EXPIRIES}
              value={expiry}
              allowDeselect={false}
              onChange={(value) => setExpiry(value ?? '90')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

export function ApiKeysSection({ timeZone }: { timeZone: string }) {
  const { data: keys } = useQuery(apiKeysQueryOptions());
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const when = (instant: string | null, none: string) =>
    instant ? momentText(instant, timeZone) : none;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="api-keys-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="api-keys-title">
          API keys
        </Title>
        <Button onClick={() => setCreating(true)}>New API key</Button>
      </Group>
      {keys && keys.length === 0 ? (
        <Text c="dimmed">
          No API keys yet. A key lets your own programs read or change your data.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(keys ?? []).map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {key.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>{SCOPE_LABEL[key.scope]}</Table.Td>
                  <Table.Td>{when(key.createdAt, '—')}</Table.Td>
                  <Table.Td>{when(key.lastUsedAt, 'Never')}</Table.Td>
                  <Table.Td>{when(key.expiresAt, 'Never')}</Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray.8" variant="outline">
                        Revoked
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Revoke ${key.name}`}
                        loading={revoke.isPending && revoke.variables === key.id}
                        onClick={() => revoke.mutate(key.id)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NewKeyDialog opened={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
