import {
  Box,
  Card,
  Center,
  Code,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { describeWindow, PART_OF_DAY_TEXT } from '../../../domain/workflow-intent';
import { formatWorkflowDuration, workflowPhase } from '../../../domain/workflow-status';
import { workflowDetailsQueryOptions, type WorkflowContext, type WorkflowDetails } from '../api';
import {
  EVENT_KIND_STYLES,
  eventHistoryText,
  eventKind,
  eventTitle,
  sortEventsByTime,
} from '../flow-layout';
import { formatEventTime, secondsBetween, UNKNOWN_USER, workflowRequestText } from '../format';
import { breakableText } from '../../../components/breakable-text';
import { EventKindIcon } from './icons';
import { hasConversation, WorkflowConversation } from './workflow-conversation';
import { WorkflowProgress, WorkflowStatusBadge } from './workflow-status';

// @xyflow/react and its stylesheet load only when a dialog shows a diagram.
const WorkflowFlowDiagram = lazy(() => import('./workflow-flow-diagram'));

export const NO_EVENTS_TEXT = 'No events to display';

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Title order={3} fz="md" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** One term of a description list (`dl > div > dt + dd`). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} mt={2} fz="sm">
        {children}
      </Box>
    </div>
  );
}

function SummaryCard({
  workflow,
  eventCount,
}: {
  workflow: WorkflowDetails['workflow'];
  eventCount: number;
}) {
  return (
    <DetailsCard title="Summary">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
        <Field label="ID">
          <Text component="span" ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {workflow.id}
          </Text>
        </Field>
        <Field label="Type">{workflow.machineType}</Field>
        <Field label="Status">
          <Group gap="xs">
            <WorkflowStatusBadge status={workflow.status} />
            <Text component="span" size="sm" c="gray.7">
              {workflowPhase(workflow.status)}
            </Text>
          </Group>
        </Field>
        <Field label="Progress">
          <WorkflowProgress status={workflow.status} width={140} />
        </Field>
        <Field label="Created">
          <time dateTime={workflow.createdAt}>{formatEventTime(workflow.createdAt)}</time>
        </Field>
        <Field label="Updated">
          <time dateTime={workflow.updatedAt}>{formatEventTime(workflow.updatedAt)}</time>
        </Field>
        <Field label="Duration">
          {formatWorkflowDuration(secondsBetween(workflow.createdAt, workflow.updatedAt))}
        </Field>
        {/* Moved out of the table so it fits 1280 px
            (docs/decisions.md#planner-and-workflows-at-real-density). */}
        <Field label="Events">{eventCount}</Field>
      </SimpleGrid>
    </DetailsCard>
  );
}

/** 'meetingId' → 'Meeting ID', 'error' → 'Error', 'retryCount' → 'Retry count'. */
function contextLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function ContextValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Text component="span" size="sm" c="gray.7">
        None
      </Text>
    );
  }
  if (typeof value === 'object') {
    return (
      <Code block fz="xs">
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  }
  return <>{String(value)}</>;
}

/** Shown by the Conversation card, not as raw context. */
const CONVERSATION_KEYS = new Set([
  'meetingOptions',
  'meetingSelection',
  'slotOptions',
  'slotSelection',
  'hostAnswer',
]);

function ContextCard({ context }: { context: WorkflowContext | null | undefined }) {
  const user = context?.user;
  const name = user?.name?.trim() ? user.name : null;
  const email = user?.email?.trim() ? user.email : null;
  const request = workflowRequestText(context?.input);
  const intent = context?.intent;
  const others = Object.entries(context ?? {}).filter(
    ([key]) =>
      key !== 'user' &&
      key !== 'input' &&
      !(key === 'intent' && intent) &&
      !CONVERSATION_KEYS.has(key),
  );
  return (
    <DetailsCard title="Context">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Field label="User">
          {name || email ? (
            <Stack gap={0}>
              {name ? <span>{name}</span> : null}
              {email ? (
                <Text component="span" size="sm" c={name ? 'gray.7' : undefined}>
                  {email}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text component="span" size="sm" c="gray.7">
              {UNKNOWN_USER}
            </Text>
          )}
        </Field>
        <Field label="Request">
          <Text
            component="span"
            size="sm"
            c={request === context?.input?.text ? undefined : 'gray.7'}
          >
            {request}
          </Text>
        </Field>
        {intent ? (
          <>
            <Field label="Meeting">{intent.meetingTitle}</Field>
            <Field label="Window">{describeWindow(intent.window, intent.timeZone)}</Field>
            <Field label="Part of day">
              {PART_OF_DAY_TEXT[intent.partOfDay] ?? intent.partOfDay}
            </Field>
          </>
        ) : null}
        {others.map(([key, value]) => (
          <Field key={key} label={contextLabel(key)}>
            <ContextValue value={value} />
          </Field>
        ))}
      </SimpleGrid>
    </DetailsCard>
  );
}

function EventHistory({ events }: { events: WorkflowDetails['events'] }) {
  return (
    <DetailsCard title="Event History">
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {NO_EVENTS_TEXT}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {events.map((event, index) => {
            const kind = eventKind(event.type);
            const colors = EVENT_KIND_STYLES[kind];
            const detail = eventHistoryText(event);
            return (
              <Group
                component="li"
                key={`${event.id}-${index}`}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                p="xs"
                style={{ borderLeft: `3px solid ${colors.border}`, background: colors.background }}
              >
                <Box component="span" display="flex" mt={2} style={{ color: colors.accent }}>
                  <EventKindIcon kind={kind} />
                </Box>
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600} c="dark.9">
                      {eventTitle(event.type)}{' '}
                      <Text component="span" ff="monospace" size="xs" c="gray.8">
                        {breakableText(event.type, /[_:]/)}
                      </Text>
                    </Text>
                    <Text size="xs" c="gray.7">
                      <time dateTime={event.timestamp}>{formatEventTime(event.timestamp)}</time>
                    </Text>
                  </Group>
                  {detail ? (
                    <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                      {breakableText(detail, /_/)}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </DetailsCard>
  );
}

function DetailsBody({ id }: { id: string }) {
  const { data, error, isPending } = useQuery(workflowDetailsQueryOptions(id));
  const events = useMemo(() => (data ? sortEventsByTime(data.events) : []), [data]);

  if (isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text c="gray.7">Loading workflow details...</Text>
        </Group>
      </Center>
    );
  }
  if (!data) {
    return (
      <Stack gap={4} py="lg" role="alert">
        <Text c="red.8" fw={600}>
          Error loading workflow details
        </Text>
        {error ? (
          <Text size="sm" c="gray.7">
            {error.message}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SummaryCard workflow={data.workflow} eventCount={data.eventCount} />
      <ContextCard context={data.workflow.context} />
      {hasConversation(data.workflow.context) ? (
        <DetailsCard title="Conversation">
          <WorkflowConversation context={data.workflow.context} status={data.workflow.status} />
        </DetailsCard>
      ) : null}
      <DetailsCard title="Workflow Flow">
        {events.length === 0 ? (
          <Text size="sm" c="gray.7">
            {NO_EVENTS_TEXT}
          </Text>
        ) : (
          <Suspense
            fallback={
              <Center h={420} role="status">
                <Text size="sm" c="gray.7">
                  Loading diagram...
                </Text>
              </Center>
            }
          >
            <WorkflowFlowDiagram events={events} />
          </Suspense>
        )}
      </DetailsCard>
      <EventHistory events={events} />
    </Stack>
  );
}

/** The 'Workflow Details' dialog; it reads the workflow when it opens. */
export function WorkflowDetailsModal({
  workflowId,
  opened,
  onClose,
}: {
  workflowId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal.Root opened={opened} onClose={onClose} size="80rem" fullScreen={small === true}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: outside <main> that is a second banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            Workflow Details
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{workflowId ? <DetailsBody id={workflowId} /> : null}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
