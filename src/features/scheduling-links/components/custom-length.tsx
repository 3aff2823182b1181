/**
 * A length of the host's own beside the usual ones: any whole minutes from 5 to 480 in
 * 5-minute steps (a 20-minute call, a 50-minute session, a 4-hour workshop).
 */
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { readCustomLength } from '../../../domain/meeting-type-form';

export function CustomLength({ onAdd }: { onAdd: (minutes: number) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const read = readCustomLength(text);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    onAdd(read.minutes);
    setText('');
    setError(undefined);
  };
  return (
    <Group gap="xs" align="flex-start" mt="xs" wrap="nowrap">
      <TextInput
        label="Other length (minutes)"
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          // Enter adds the length; it does not submit the dialog.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={error}
        style={{ flex: '0 1 12rem' }}
      />
      <Button variant="default" mt={25} onClick={add}>
        Add length
      </Button>
    </Group>
  );
}
