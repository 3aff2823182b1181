/**
 * The link dialog's places: the first place with its details, then up to three more
 * the visitor chooses from. A video call may name its service (Google Meet, Zoom, Microsoft
 * Teams), whose join address each booking gets.
 */
import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';
import {
  LOCATION_LABELS,
  locationValues,
  type LocationChoice,
  type LocationValues,
  type PhoneCaller,
} from '../../../domain/meeting-type-form';
import {
  MAX_LOCATIONS,
  VIDEO_PROVIDER_NAMES,
  VIDEO_PROVIDERS,
  type VideoProvider,
} from '../../../domain/meeting-types';
import type { LinkFormErrors, LinkFormField } from '../link-form';

const LOCATION_OPTIONS = (Object.keys(LOCATION_LABELS) as LocationChoice[]).map((kind) => ({
  value: kind,
  label: LOCATION_LABELS[kind],
}));

const SERVICE_OPTIONS = [
  { value: '', label: 'Any (the address comes with the invitation)' },
  ...VIDEO_PROVIDERS.map((p) => ({ value: p, label: VIDEO_PROVIDER_NAMES[p] })),
];

/** One place's fields; `n` is its number (1 for the first), `error` its own problem if any. */
function PlaceEditor({
  place,
  n,
  errors,
  onChange,
}: {
  place: LocationValues;
  n: number;
  errors: { kind?: string; number?: string; address?: string; text?: string };
  onChange: (patch: Partial<LocationValues>) => void;
}) {
  const of = (label: string) => (n === 1 ? label : `${label} (place ${n})`);
  return (
    <>
      <NativeSelect
        label={n === 1 ? 'Where the meeting takes place' : `Place ${n}`}
        value={place.kind}
        onChange={(event) => onChange({ kind: event.currentTarget.value as LocationChoice })}
        data={n === 1 ? LOCATION_OPTIONS : LOCATION_OPTIONS.filter((o) => o.value !== 'none')}
        error={errors.kind}
      />
      {place.kind === 'video' ? (
        <NativeSelect
          label={of('Video service')}
          description="Each booking gets its own join address, sent with the invitation."
          value={place.provider}
          onChange={(event) =>
            onChange({ provider: event.currentTarget.value as VideoProvider | '' })
          }
          data={SERVICE_OPTIONS}
        />
      ) : null}
      {place.kind === 'phone' ? (
        <>
          <Radio.Group
            label={of('Who calls?')}
            value={place.caller}
            onChange={(caller) => onChange({ caller: caller as PhoneCaller })}
          >
            <Stack gap={8} mt={6}>
              <Radio
                value="host"
                label="You call the visitor"
                description="Visitors give their phone number when booking."
              />
              <Radio value="visitor" label="The visitor calls you" />
            </Stack>
          </Radio.Group>
          {place.caller === 'visitor' ? (
            <TextInput
              label={of('Your phone number')}
              description="Shown to visitors once they book."
              type="tel"
              autoComplete="tel"
              value={place.number}
              onChange={(event) => onChange({ number: event.currentTarget.value })}
              error={errors.number}
            />
          ) : null}
        </>
      ) : null}
      {place.kind === 'in_person' ? (
        <TextInput
          label={of('Address')}
          autoComplete="street-address"
          value={place.address}
          onChange={(event) => onChange({ address: event.currentTarget.value })}
          error={errors.address}
        />
      ) : null}
      {place.kind === 'custom' ? (
        <TextInput
          label={of('Location details')}
          description="Shown to visitors as written."
          value={place.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          error={errors.text}
        />
      ) : null}
    </>
  );
}

/** The first place and the further ones, each with its errors; `fields` are those to clear. */
export function PlaceFields({
  places,
  errors,
  onChange,
}: {
  places: LocationValues[];
  errors: LinkFormErrors;
  onChange: (places: LocationValues[], fields: LinkFormField[]) => void;
}) {
  const [first, ...more] = places;
  const placeFields = places.map((_, i) => `place.${i}` as LinkFormField);
  const set = (index: number, patch: Partial<LocationValues>) =>
    onChange(
      places.map((p, i) => (i === index ? { ...p, ...patch } : p)),
      index === 0
        ? ['location', 'locationNumber', 'locationAddress', 'locationText']
        : [`place.${index}` as LinkFormField],
    );
  const canAdd = places.length < MAX_LOCATIONS && first !== undefined && first.kind !== 'none';
  if (!first) return null;
  return (
    <Stack gap="sm">
      <PlaceEditor
        place={first}
        n={1}
        errors={{
          kind: errors.location,
          number: errors.locationNumber,
          address: errors.locationAddress,
          text: errors.locationText,
        }}
        onChange={(patch) => set(0, patch)}
      />
      {more.map((place, i) => {
        const index = i + 1;
        const error = errors[`place.${index}`];
        return (
          <Paper
            key={index}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={`Place ${index + 1}`}
          >
            <Stack gap="xs">
              <PlaceEditor
                place={place}
                n={index + 1}
                errors={{ kind: error }}
                onChange={(patch) => set(index, patch)}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  size="compact-sm"
                  leftSection={<TrashIcon size={14} />}
                  onClick={() =>
                    onChange(
                      places.filter((_, j) => j !== index),
                      placeFields,
                    )
                  }
                >
                  Remove place {index + 1}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {places.length > 1 ? (
        <Text size="sm" c="gray.7">
          Visitors choose one of these places when they book.
        </Text>
      ) : null}
      {first.kind !== 'none' ? (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<PlusIcon size={16} />}
            disabled={!canAdd}
            onClick={() =>
              onChange([...places, { ...locationValues(null), kind: 'video' }], placeFields)
            }
          >
            Add a place visitors can choose
          </Button>
          {places.length >= MAX_LOCATIONS ? (
            <Text size="sm" c="gray.7">
              A link can offer at most {MAX_LOCATIONS} places.
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
