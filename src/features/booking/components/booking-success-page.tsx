import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Logo, PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';

/** /book/success: shown to the visitor after a booking. */
export function BookingSuccessPage() {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="lg" ta="center">
          <Logo size={36} />
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ThemeIcon>
          <Title order={1} fz={26}>
            Meeting Scheduled Successfully!
          </Title>
          <Text>
            Your meeting has been scheduled with {PRODUCT_NAME}. The invitation has been sent to
            your email address and includes all meeting details.
          </Text>
          <Button
            component="a"
            href={PRODUCT_SITE_URL}
            target="_blank"
            rel="noopener noreferrer"
            color="violet"
            size="md"
          >
            Get the product for yourself
          </Button>
          <Text size="sm" c="dimmed">
            Simplify your scheduling with AI-powered meeting coordination
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
