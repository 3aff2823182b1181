import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { EditablePreferences } from '../../../domain/preferences';
import {
  changedPreferenceFields,
  preferenceFieldLabel,
  preferenceFields,
  preferenceValueLabel,
} from '../../../domain/preferences-fields';

export interface AnalysisProposal {
  meetings: number;
  current: EditablePreferences;
  proposed: EditablePreferences;
}

/**
 * What "Analyze Again" would change, each setting from → to. The host applies it or keeps their
 * own settings; nothing is saved before they choose.
 */
export function AnalysisProposalDialog({
  proposal,
  onApply,
  onKeep,
}: {
  proposal: AnalysisProposal | null;
  onApply: () => void;
  onKeep: () => void;
}) {
  const changes = proposal ? changedPreferenceFields(proposal.current, proposal.proposed) : [];
  const from = proposal ? preferenceFields(proposal.current) : null;
  const to = proposal ? preferenceFields(proposal.proposed) : null;
  return (
    <Modal.Root opened={proposal !== null} onClose={onKeep} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>Apply what the analysis found?</Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">
              Your assistant looked at {proposal?.meetings ?? 0} past meetings. Applying would
              change these settings; your other settings stay as they are.
            </Text>
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing={6} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Setting</Table.Th>
                    <Table.Th scope="col">Yours now</Table.Th>
                    <Table.Th scope="col">Proposed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {from && to
                    ? changes.map((field) => (
                        <Table.Tr key={field}>
                          <Table.Th scope="row" fw={500}>
                            {preferenceFieldLabel(field)}
                          </Table.Th>
                          <Table.Td>{preferenceValueLabel(field, from[field])}</Table.Td>
                          <Table.Td fw={600}>{preferenceValueLabel(field, to[field])}</Table.Td>
                        </Table.Tr>
                      ))
                    : null}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onKeep} data-autofocus>
                Keep mine
              </Button>
              <Button onClick={onApply}>Apply changes</Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
