import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { LogoMark, PRODUCT_NAME } from '../../../components/logo';
import { navigateBrowser } from '../../../components/navigate-browser';

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.8 6C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.4 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** "/": the sign-in screen. The route redirects to /preferences when a session already exists. */
export function LoginPage() {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={420} w="100%">
        <Stack align="center" gap="lg">
          <LogoMark size={56} />
          <Stack gap={6} align="center">
            <Title order={1} fz={26} ta="center">
              Welcome to {PRODUCT_NAME}
            </Title>
            <Text c="dimmed" ta="center">
              Sign in with the provider to access your meeting management preferences
            </Text>
          </Stack>
          <Button
            fullWidth
            size="md"
            variant="default"
            leftSection={<GoogleIcon />}
            onClick={() => navigateBrowser('/auth/google/web')}
          >
            Continue with Google
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By signing in, you agree to connect your calendar for meeting scheduling
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
