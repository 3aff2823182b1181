/**
 * The link dialog's policies (docs/decisions.md#a-links-change-policy): how long visitors may
 * change a booking online, and the reminders (each a switch and a lead time, at most three).
 * `./link-form-fields.tsx` holds their values and errors; `../policy-form.ts` reads them.
 */
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';
import {
  LEAD_UNITS,
  MAX_REMINDERS,
  newReminder,
  type LeadUnit,
  type PolicyField,
  type PolicyValues,
  type ReminderValues,
} from '../policy-form';

export function PolicyFields({
  values,
  errors,
  onChange,
}: {
  values: PolicyValues;
  errors: Partial<Record<PolicyField, string>>;
  /** New values; `fields` are the ones whose errors go. */
  onChange: (values: PolicyValues, fields: PolicyField[]) => void;
}) {
  const id = useId();
  const set = (patch: Partial<PolicyValues>, fields: PolicyField[]) =>
    onChange({ ...values, ...patch }, fields);
  /** Every reminder's error goes when the list changes shape (their indexes move). */
  const allReminders = (): PolicyField[] => [
    'reminders',
    ...values.reminders.map((_, i): PolicyField => `reminder.${i}`),
    `reminder.${values.reminders.length}`,
  ];
  const setReminder = (index: number, patch: Partial<ReminderValues>) =>
    set({ reminders: values.reminders.map((r, i) => (i === index ? { ...r, ...patch } : r)) }, [
      'reminders',
      `reminder.${index}`,
    ]);

  return (
    <Stack gap="md">
      <Title order={3} fz="md" mt="xs">
        Policies
      </Title>
      <Radio.Group
        label="Changes by visitors"
        description="When visitors can still cancel or reschedule online. You can always change a booking from Bookings."
        value={values.cutoff}
        onChange={(cutoff) =>
          set({ cutoff: cutoff as PolicyValues['cutoff'] }, ['changeCutoffHours'])
        }
      >
        <Stack gap={8} mt={6}>
          <Radio value="any" label="Any time" />
          <Radio value="until" label="Until a number of hours before the start" />
        </Stack>
      </Radio.Group>
      {values.cutoff === 'until' ? (
        <TextInput
          label="Hours before the start"
          inputMode="numeric"
          rightSection={
            <Text size="sm" c="gray.7" pr="xs">
              hours
            </Text>
          }
          rightSectionWidth={56}
          value={values.cutoffHours}
          onChange={(event) =>
            set({ cutoffHours: event.currentTarget.value }, ['changeCutoffHours'])
          }
          error={errors.changeCutoffHours}
          style={{ maxWidth: '16rem' }}
        />
      ) : null}
      <div role="group" aria-labelledby={`${id}-reminders`}>
        <Input.Label id={`${id}-reminders`} component="div">
          Reminders
        </Input.Label>
        <Input.Description mb={6}>
          Sent to the visitor, the guests and you before the meeting (at most {MAX_REMINDERS}).
        </Input.Description>
        <Stack gap="xs">
          {values.reminders.map((reminder, index) => (
            <Group
              key={reminder.key}
              role="group"
              aria-label={`Reminder ${index + 1}`}
              gap="xs"
              align="flex-start"
              wrap="wrap"
            >
              <Switch
                mt={8}
                label={`Reminder ${index + 1}`}
                checked={reminder.enabled}
                onChange={(event) => setReminder(index, { enabled: event.currentTarget.checked })}
              />
              <TextInput
                aria-label={`Reminder ${index + 1}: time before the start`}
                inputMode="numeric"
                value={reminder.amount}
                onChange={(event) => setReminder(index, { amount: event.currentTarget.value })}
                error={errors[`reminder.${index}`]}
                // The message runs on under the unit, not wrapped in the narrow field.
                styles={{ error: { width: 'max-content', maxWidth: 'min(18rem, 45vw)' } }}
                style={{ width: '6rem' }}
              />
              <NativeSelect
                aria-label={`Reminder ${index + 1}: unit`}
                value={reminder.unit}
                data={LEAD_UNITS}
                onChange={(event) =>
                  setReminder(index, { unit: event.currentTarget.value as LeadUnit })
                }
                style={{ width: '7.5rem' }}
              />
              <Text size="sm" mt={8}>
                before
              </Text>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="red.9"
                aria-label={`Remove reminder ${index + 1}`}
                onClick={() =>
                  set({ reminders: values.reminders.filter((_, i) => i !== index) }, allReminders())
                }
              >
                <TrashIcon size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {values.reminders.length === 0 ? (
          <Text size="sm" c="gray.7">
            No reminders are sent.
          </Text>
        ) : null}
        {errors.reminders ? <Input.Error mt={6}>{errors.reminders}</Input.Error> : null}
        {values.reminders.length < MAX_REMINDERS ? (
          <Button
            mt="xs"
            size="xs"
            variant="light"
            leftSection={<PlusIcon size={14} />}
            onClick={() => set({ reminders: [...values.reminders, newReminder()] }, allReminders())}
          >
            Add reminder
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}
