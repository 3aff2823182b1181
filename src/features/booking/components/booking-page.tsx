import { Anchor, Avatar, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';
import { initials } from '../../../domain/initials';
import { publicLinkQueryOptions } from '../api';

function BookingFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Stack w="100%" maw={880} gap="md">
        {children}
        <Text size="sm" c="gray.7" ta="center">
          Powered by{' '}
          <Anchor href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer" fw={600}>
            {PRODUCT_NAME}
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}

export function InvalidBookingUrl() {
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={1} fz={24}>
          Invalid booking URL
        </Title>
      </Paper>
    </BookingFrame>
  );
}

export function LinkNotFound() {
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Title order={1} fz={24}>
            Booking Link Not Found
          </Title>
          <Text>
            The booking link you&apos;re looking for doesn&apos;t exist or has been removed.
          </Text>
        </Stack>
      </Paper>
    </BookingFrame>
  );
}

/** /book/{user}/{type}: the public booking page. */
export function BookingPage({ user, type }: { user: string; type: string }) {
  const link = useQuery(publicLinkQueryOptions(user, type));

  if (!user || !type) return <InvalidBookingUrl />;
  if (link.isPending) {
    return (
      <BookingFrame>
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text>Loading booking page...</Text>
          </Stack>
        </Center>
      </BookingFrame>
    );
  }
  if (link.isError || !link.data) return <LinkNotFound />;

  const data = link.data;
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={data.host.picture ?? undefined}
            alt={data.host.name}
            size="lg"
            color="violet"
            radius="xl"
          >
            {initials(data.host.name)}
          </Avatar>
          <Stack gap={4}>
            <Text c="gray.7">with {data.host.name}</Text>
            <Title order={1} fz={24}>
              {data.name}
            </Title>
            <Text>
              {data.customDescription?.trim() ? data.customDescription : data.description}
            </Text>
            <Text size="sm" c="gray.7">
              {data.defaultDuration} minutes
            </Text>
          </Stack>
        </Group>
      </Paper>
    </BookingFrame>
  );
}
