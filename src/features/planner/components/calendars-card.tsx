import { ColorSwatch, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectedCalendarsQueryOptions } from '../api';
import { calendarColor, MAX_ADDITIONAL_CALENDARS } from '../event-colors';
import { SectionCard } from '../../../components/signed-in/section-card';

/**
 * The Calendars side card: the primary account and at most three additional ones, each with its
 * colour swatch (#6C79FF, #00B2BF, #4EA7FC, #F2994A in that order) and its e-mail. A failed load
 * is only logged.
 */
export function CalendarsCard() {
  const query = useQuery(connectedCalendarsQueryOptions());
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load connected calendars', error);
  }, [error]);

  const accounts = query.data
    ? [
        { email: query.data.primary.email, label: 'Primary' },
        ...query.data.additional
          .slice(0, MAX_ADDITIONAL_CALENDARS)
          .map(({ email }) => ({ email, label: 'Additional' })),
      ]
    : [];

  return (
    <SectionCard title="Calendars">
      {query.isPending ? (
        <Stack gap="xs" role="status">
          <VisuallyHidden>Loading calendars</VisuallyHidden>
          <Skeleton height={20} aria-hidden="true" />
          <Skeleton height={20} aria-hidden="true" />
        </Stack>
      ) : null}
      {query.isError ? (
        <Text size="sm" c="gray.7">
          Your calendars could not be loaded.
        </Text>
      ) : null}
      {accounts.length > 0 ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {accounts.map(({ email, label }, index) => (
            <Group
              component="li"
              key={email}
              gap="sm"
              wrap="nowrap"
              data-color={calendarColor(index)}
            >
              <ColorSwatch color={calendarColor(index)} size={14} aria-hidden="true" />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
              <VisuallyHidden>({label} calendar)</VisuallyHidden>
            </Group>
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
