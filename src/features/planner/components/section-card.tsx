import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A card of the planner: a region named by its heading, with an optional hint and action. */
export function SectionCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
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
    </Card>
  );
}
