import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A card of the signed-in screens (planner, preferences): a section named by its heading, with an
 * optional icon, hint and action. The action wraps below the heading when the card is narrow.
 */
export function SectionCard({
  title,
  description,
  icon,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <SectionShell headingId={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              {icon ? (
                <Text component="span" c="violet.8" display="flex">
                  {icon}
                </Text>
              ) : null}
              <Title order={2} fz="lg" id={headingId}>
                {title}
              </Title>
            </Group>
            {description ? (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </SectionShell>
  );
}

/** The shell every section card shares: a bordered card that is a landmark named by its heading. */
export function SectionShell({
  headingId,
  testId,
  children,
}: {
  /** The id of the heading inside that names the section. */
  headingId: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
