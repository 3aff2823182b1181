import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  preferenceFieldLabel,
  preferenceValueLabel,
  type PreferenceField,
} from '../../../domain/preferences-fields';
import type { PreferencesConflict } from '../use-preferences-draft';

type Choice = Partial<Record<PreferenceField, 'mine' | 'theirs'>>;

/**
 * Another tab or device saved a different value for a field the host changed here. Both values
 * are shown; nothing is saved until the host picks one per field (their own is preselected).
 * The dialog cannot be dismissed without a choice: closing it would leave the edit unsaved.
 */
export function ConflictDialog({
  conflict,
  onResolve,
}: {
  conflict: PreferencesConflict | null;
  onResolve: (choice: Choice) => void;
}) {
  return (
    <Modal.Root
      opened={conflict !== null}
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
    >
      <Modal.Overlay />
      <Modal.Content aria-describedby="conflict-explained">
        <Modal.Header component="div">
          <Modal.Title fw={700}>Changed in another tab</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {conflict ? (
            // Keyed by the conflict, so a new one starts from the host's own values.
            <ConflictChoices
              key={conflict.fields.join()}
              conflict={conflict}
              onResolve={onResolve}
            />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ConflictChoices({
  conflict,
  onResolve,
}: {
  conflict: PreferencesConflict;
  onResolve: (choice: Choice) => void;
}) {
  const [choice, setChoice] = useState<Choice>(() =>
    Object.fromEntries(conflict.fields.map((field) => [field, 'mine'])),
  );
  return (
    <Stack gap="md">
      <Text id="conflict-explained" size="sm">
        While you were editing, these preferences were saved with other values in another tab or
        device. Nothing is lost: choose which value to keep for each.
      </Text>
      {conflict.fields.map((field) => (
        <Radio.Group
          key={field}
          label={preferenceFieldLabel(field)}
          value={choice[field] ?? 'mine'}
          onChange={(value) =>
            setChoice((current) => ({ ...current, [field]: value as 'mine' | 'theirs' }))
          }
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="mine"
              label={`Yours: ${preferenceValueLabel(field, conflict.mine[field])}`}
            />
            <Radio
              value="theirs"
              label={`Saved elsewhere: ${preferenceValueLabel(field, conflict.theirs[field])}`}
            />
          </Stack>
        </Radio.Group>
      ))}
      <Group justify="flex-end">
        <Button onClick={() => onResolve(choice)} data-autofocus>
          Save my choice
        </Button>
      </Group>
    </Stack>
  );
}
