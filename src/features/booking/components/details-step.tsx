import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CSSProperties, FormEvent, Ref } from 'react';
import { durationLabel } from '../../../domain/links';
import type { Slot } from '../../../domain/slots';
import type { BookingFormErrors, BookingFormValues } from '../booking-form';
import {
  dateKeyIn,
  formatLongDate,
  formatTime,
  zoneLabel,
  type ClockFormat,
} from '../calendar-dates';
import { ArrowLeftIcon } from '../../../components/icons';

/**
 * Mantine's error red (red.6, 3.3:1 on white) fails WCAG AA for the error texts and the invalid
 * field's text: red.9 (5.4:1) inside this form.
 */
const ACCESSIBLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="gray.7" w={90} style={{ flexShrink: 0 }} component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Step 'booking': a summary of the chosen slot, then 'Enter Your Details' with
 * Full Name and Email Address, 'Back to Calendar' and 'Confirm Booking' ('Booking...' while
 * pending). The values live in the page, so going back and forth loses nothing typed.
 */
export function DetailsStep({
  headingRef,
  slot,
  duration,
  timeZone,
  clock,
  values,
  errors,
  pending,
  onChange,
  onBack,
  onSubmit,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  slot: Slot;
  duration: number;
  timeZone: string;
  clock: ClockFormat;
  values: BookingFormValues;
  errors: BookingFormErrors;
  pending: boolean;
  onChange: (field: keyof BookingFormValues, value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  const now = Date.parse(slot.start);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="booking-step-title"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz={20} id="booking-step-title" ref={headingRef} tabIndex={-1}>
            Your meeting
          </Title>
          <Stack gap={6} component="dl" m={0} data-testid="booking-summary">
            <SummaryRow label="Date" value={formatLongDate(dateKeyIn(timeZone, slot.start))} />
            <SummaryRow
              label="Time"
              value={`${formatTime(slot.start, timeZone, clock)} - ${formatTime(slot.end, timeZone, clock)}`}
            />
            <SummaryRow label="Duration" value={durationLabel(duration)} />
            <SummaryRow label="Time zone" value={zoneLabel(timeZone, now)} />
          </Stack>
        </Stack>
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby="booking-details-title"
          style={ACCESSIBLE_ERRORS}
        >
          <Stack gap="md">
            <Title order={3} fz="lg" id="booking-details-title">
              Enter Your Details
            </Title>
            <TextInput
              label="Full Name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => onChange('name', event.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              label="Email Address"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => onChange('email', event.currentTarget.value)}
              error={errors.email}
              description="The calendar invitation will be sent to this email address."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Group justify="space-between" gap="sm" mt="xs">
              <Button
                variant="default"
                leftSection={<ArrowLeftIcon />}
                onClick={onBack}
                disabled={pending}
              >
                Back to Calendar
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Booking...' : 'Confirm Booking'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
