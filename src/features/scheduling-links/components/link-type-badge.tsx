import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { defaultDescription, type LinkType } from '../../../domain/links';
import { PlusIcon } from '../../../components/signed-in/icons';

export const TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  high_priority: 'High priority',
  standard: 'Standard',
};

export function TypeBadge({ type }: { type: LinkType }) {
  return (
    <Badge
      variant="light"
      color={type === 'high_priority' ? 'grape' : 'blue'}
      // The light variant's text (shade 6) is under 4.5:1 at badge size: use shade 9.
      c={type === 'high_priority' ? 'grape.9' : 'blue.9'}
      radius="sm"
    >
      {TYPE_LABELS[type]}
    </Badge>
  );
}

/** Stands in for a type the host has no link of (for example after a failed creation). */
export function MissingLinkCard({ type, onCreate }: { type: LinkType; onCreate: () => void }) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      style={{ borderStyle: 'dashed' }}
      data-testid={`link-card-${type}`}
    >
      <Stack gap="sm" align="flex-start">
        <TypeBadge type={type} />
        <Title order={2} fz="lg" id={titleId}>
          No {TYPE_LABELS[type].toLowerCase()} link yet
        </Title>
        <Text c="gray.7">{defaultDescription(type)}</Text>
        <Button variant="outline" leftSection={<PlusIcon size={16} />} onClick={onCreate}>
          Create {TYPE_LABELS[type].toLowerCase()} link
        </Button>
      </Stack>
    </Paper>
  );
}
