import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LogoMark } from './logo';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/" variant="light">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  );
}
