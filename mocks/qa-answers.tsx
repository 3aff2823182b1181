/**
 * The QA panel's answers: a workflow waits for people (the requester's choice of a candidate
 * meeting or a proposed time, the host's approval); here a QA engineer answers for them, so every
 * path can be walked on purpose. `POST /__mock/workflows/answer`.
 */
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { mockControl } from './control-client';

const OPTIONS = ['1', '2', '3', '4', '5'];

/** `workflowId`: the id it starts with (the panel remounts it, by key, for a new workflow). */
export function QaAnswers({
  workflowId,
  onAnswered,
}: {
  workflowId: string;
  onAnswered?: () => void;
}) {
  const [id, setId] = useState(workflowId);
  const [option, setOption] = useState('1');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (
    label: string,
    body: { option: number } | { host: 'approve' | 'reject' },
  ) => {
    const target = id.trim();
    if (target.length < 8) {
      setError('Enter the workflow id (its first 8 characters or more)');
      return;
    }
    setBusy(label);
    setError(null);
    try {
      const result = await mockControl.answerWorkflow({ id: target, ...body });
      setNote(`Workflow ${result.id.slice(0, 8)}: ${result.from} → ${result.to}.`);
      onAnswered?.();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack
      component="form"
      gap={6}
      aria-label="Answer for people"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextInput
        label="Workflow to answer (id)"
        size="xs"
        value={id}
        onChange={(event) => setId(event.currentTarget.value)}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NativeSelect
          label="Option"
          size="xs"
          data={OPTIONS}
          value={option}
          onChange={(event) => setOption(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={busy !== null}
          loading={busy === 'option'}
          onClick={() => void answer('option', { option: Number(option) })}
        >
          Pick option as user
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          disabled={busy !== null}
          loading={busy === 'approve'}
          onClick={() => void answer('approve', { host: 'approve' })}
        >
          Host approves
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          disabled={busy !== null}
          loading={busy === 'reject'}
          onClick={() => void answer('reject', { host: 'reject' })}
        >
          Host rejects
        </Button>
      </Group>
      <Text size="xs" c="gray.7" role="status">
        {note}
      </Text>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
