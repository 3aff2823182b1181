import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { timeText } from '../../../domain/time-text';
import { formatZonedMoment } from '../../../domain/workflow-intent';
import type { WorkflowContext } from '../api';
import { formatEventTime } from '../format';

type Selection = NonNullable<WorkflowContext['meetingSelection']>;

/** Whether the context holds any of the conversation (seeded workflows often do not). */
export function hasConversation(context: WorkflowContext | null | undefined): boolean {
  return Boolean(
    context?.meetingOptions?.length ||
    context?.slotOptions?.length ||
    context?.meetingSelection ||
    context?.slotSelection ||
    context?.hostAnswer,
  );
}

function Chosen({ selection }: { selection: Selection }) {
  return (
    <Badge color="teal" variant="light" size="sm" tt="none">
      Chosen by {selection.by}
    </Badge>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={4} fz="sm" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function endTime(iso: string, timeZone: string | undefined): string {
  return timeText(iso, timeZone ?? 'UTC');
}

function choiceText(selection: Selection | undefined, waiting: boolean, requester: string): string {
  if (selection)
    return `Option ${selection.option} chosen by ${selection.by} on ${formatEventTime(selection.at)}`;
  return waiting ? `Waiting for ${requester} to choose` : 'No choice recorded';
}

/**
 * The conversation the assistant had: the candidate meetings it sent and which one was chosen (by
 * whom, when), the new times it proposed with their reasons and the one chosen, and the host's
 * answer.
 */
export function WorkflowConversation({
  context,
  status,
}: {
  context: WorkflowContext;
  status: string;
}) {
  const requester = context.user.name ?? context.user.email ?? 'the requester';
  const zone = context.intent?.timeZone;
  const meetingOptions = context.meetingOptions ?? [];
  const slotOptions = context.slotOptions ?? [];
  const proposed = slotOptions.some((o) => o.reason);
  return (
    <Stack gap="md">
      {meetingOptions.length > 0 ? (
        <Step title={`Meetings sent to ${requester}`}>
          <Stack component="ol" gap={4} m={0} pl="lg">
            {meetingOptions.map((o) => (
              <li key={o.option}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{o.label}</Text>
                  {context.meetingSelection?.option === o.option ? (
                    <Chosen selection={context.meetingSelection} />
                  ) : null}
                </Group>
              </li>
            ))}
          </Stack>
          <Text size="xs" c="gray.7">
            {choiceText(
              context.meetingSelection,
              status === 'awaiting_meeting_selection',
              requester,
            )}
          </Text>
        </Step>
      ) : null}
      {slotOptions.length > 0 ? (
        <Step
          title={proposed ? `New times proposed to ${requester}` : 'Free times inside the wish'}
        >
          <Stack component="ol" gap={6} m={0} pl="lg">
            {slotOptions.map((o, index) => (
              <li key={o.startTime}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {formatZonedMoment(o.startTime, zone)} – {endTime(o.endTime, zone)}
                  </Text>
                  {context.slotSelection?.option === index + 1 ? (
                    <Chosen selection={context.slotSelection} />
                  ) : null}
                </Group>
                {o.reason ? (
                  <Text size="sm" c="gray.8">
                    {o.reason}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
          {proposed ? (
            <Text size="xs" c="gray.7">
              {choiceText(
                context.slotSelection,
                status === 'awaiting_new_slot_selection',
                requester,
              )}
            </Text>
          ) : null}
        </Step>
      ) : null}
      {context.hostAnswer || status === 'awaiting_host_response' ? (
        <Step title="The host's answer">
          <Text size="sm">
            {context.hostAnswer
              ? `${context.hostAnswer.answer === 'approved' ? 'Approved' : 'Rejected'} by ${context.hostAnswer.by} on ${formatEventTime(context.hostAnswer.at)}`
              : context.newSlot
                ? `Waiting for the host to answer: ${formatZonedMoment(context.newSlot.startTime, zone)}`
                : 'Waiting for the host to answer'}
          </Text>
        </Step>
      ) : null}
    </Stack>
  );
}
