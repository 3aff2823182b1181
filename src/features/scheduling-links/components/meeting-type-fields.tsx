/**
 * The link dialog's meeting-type fields (docs/decisions.md#meeting-types): the lengths a visitor
 * picks from, the place, the questions and the guests. `./link-form-fields.tsx` holds their
 * values and errors.
 */
import {
  ActionIcon,
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { StrokeIcon } from '../../../components/icons';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';
import { durationLabel } from '../../../domain/links';
import {
  guestsLabel,
  QUESTION_KIND_LABELS,
  type LocationValues,
  type QuestionKind,
  type QuestionValues,
} from '../../../domain/meeting-type-form';
import { MAX_DURATIONS, MAX_GUESTS, MAX_QUESTIONS } from '../../../domain/meeting-types';
import type { LinkFormErrors, LinkFormField } from '../link-form';
import { CustomLength } from './custom-length';
import { PlaceFields } from './place-fields';

/** What the meeting-type fields hold. */
export interface MeetingTypeValues {
  /** The lengths offered besides the default. */
  extraDurations: number[];
  /** The places: the first, then those the visitor may choose instead. */
  places: LocationValues[];
  questions: QuestionValues[];
  /** '0' to '10'. */
  maxGuests: string;
}

const KIND_OPTIONS = (Object.keys(QUESTION_KIND_LABELS) as QuestionKind[]).map((kind) => ({
  value: kind,
  label: QUESTION_KIND_LABELS[kind],
}));

const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS + 1 }, (_, n) => ({
  value: String(n),
  label: guestsLabel(n),
}));

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <StrokeIcon size={16}>
      <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </StrokeIcon>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={3} fz="md" mt="xs">
      {children}
    </Title>
  );
}

let nextKey = 0;
/** A React key for a question added in the form. */
export function newQuestionKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function MeetingTypeFields({
  values,
  errors,
  defaultDuration,
  durationChoices,
  onChange,
}: {
  values: MeetingTypeValues;
  errors: LinkFormErrors;
  defaultDuration: number;
  durationChoices: number[];
  /** New values; `fields` are the ones whose errors go. */
  onChange: (values: MeetingTypeValues, fields: LinkFormField[]) => void;
}) {
  const lengthsId = useId();
  const limitId = useId();
  const set = (patch: Partial<MeetingTypeValues>, fields: LinkFormField[]) =>
    onChange({ ...values, ...patch }, fields);
  /** Every question's errors go when the list changes shape (their indexes move). */
  const questionFields = values.questions.flatMap(
    (_, i) => [`question.${i}.label`, `question.${i}.options`] as LinkFormField[],
  );
  const setQuestions = (questions: QuestionValues[]) =>
    set({ questions }, ['questions', ...questionFields]);
  const setQuestion = (index: number, patch: Partial<QuestionValues>, field: LinkFormField) =>
    set({ questions: values.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)) }, [
      field,
    ]);
  const move = (index: number, by: -1 | 1) => {
    const next = [...values.questions];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setQuestions(next);
  };
  const atLimit = values.questions.length >= MAX_QUESTIONS;
  const offered = new Set([defaultDuration, ...values.extraDurations]);

  return (
    <Stack gap="md">
      <div role="group" aria-labelledby={`${lengthsId}-label`}>
        <Input.Label id={`${lengthsId}-label`} component="div">
          Lengths visitors can choose
        </Input.Label>
        <Input.Description mb={6}>
          The default length is always offered. Pick more to let visitors choose (at most{' '}
          {MAX_DURATIONS}).
        </Input.Description>
        <Group gap="xs">
          {[...new Set([...durationChoices, ...values.extraDurations])]
            .sort((a, b) => a - b)
            .map((minutes) => {
              const isDefault = minutes === defaultDuration;
              return (
                <Chip
                  key={minutes}
                  size="sm"
                  variant="outline"
                  checked={offered.has(minutes)}
                  disabled={isDefault}
                  onChange={(checked) =>
                    set(
                      {
                        extraDurations: checked
                          ? [...values.extraDurations, minutes]
                          : values.extraDurations.filter((m) => m !== minutes),
                      },
                      ['durations'],
                    )
                  }
                  aria-describedby={errors.durations ? `${lengthsId}-error` : undefined}
                >
                  {isDefault ? `${durationLabel(minutes)} (default)` : durationLabel(minutes)}
                </Chip>
              );
            })}
        </Group>
        <CustomLength
          onAdd={(minutes) =>
            set(
              {
                extraDurations: offered.has(minutes)
                  ? values.extraDurations
                  : [...values.extraDurations, minutes],
              },
              ['durations'],
            )
          }
        />
        {errors.durations ? (
          <Input.Error id={`${lengthsId}-error`} mt={6}>
            {errors.durations}
          </Input.Error>
        ) : null}
      </div>

      <SectionTitle>Location</SectionTitle>
      <PlaceFields
        places={values.places}
        errors={errors}
        onChange={(places, fields) => set({ places }, fields)}
      />

      <SectionTitle>Questions</SectionTitle>
      <Text size="sm" c="gray.7" mt={-8}>
        Visitors answer these when they book, after their name and e-mail.
      </Text>
      {values.questions.length > 0 ? (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {values.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={values.questions.length}
              errors={errors}
              onChange={(patch, field) => setQuestion(index, patch, field)}
              onMove={(by) => move(index, by)}
              onRemove={() => setQuestions(values.questions.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      ) : null}
      {errors.questions ? <Input.Error>{errors.questions}</Input.Error> : null}
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<PlusIcon size={16} />}
          disabled={atLimit}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={() =>
            setQuestions([
              ...values.questions,
              {
                key: newQuestionKey(),
                id: null,
                label: '',
                kind: 'short_text',
                required: false,
                options: '',
              },
            ])
          }
        >
          Add question
        </Button>
        {atLimit ? (
          <Text size="sm" c="gray.7" id={limitId}>
            A link can ask at most {MAX_QUESTIONS} questions.
          </Text>
        ) : null}
      </Group>

      <SectionTitle>Guests</SectionTitle>
      <NativeSelect
        label="Extra guests"
        description="Visitors can add other people's e-mails; they get the invitation too."
        value={values.maxGuests}
        onChange={(event) => set({ maxGuests: event.currentTarget.value }, ['maxGuests'])}
        data={GUEST_OPTIONS}
        error={errors.maxGuests}
      />
    </Stack>
  );
}

function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionValues;
  index: number;
  count: number;
  errors: LinkFormErrors;
  onChange: (patch: Partial<QuestionValues>, field: LinkFormField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = `Question ${index + 1}`;
  const labelField = `question.${index}.label` as const;
  const optionsField = `question.${index}.options` as const;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={`Move question ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowIcon up />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={`Move question ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowIcon up={false} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Remove question ${index + 1}`}
              onClick={onRemove}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Question"
            value={question.label}
            onChange={(event) => onChange({ label: event.currentTarget.value }, labelField)}
            error={errors[labelField]}
            style={{ flex: '2 1 14rem', minWidth: 0 }}
          />
          <NativeSelect
            label="Answer type"
            value={question.kind}
            onChange={(event) =>
              onChange({ kind: event.currentTarget.value as QuestionKind }, optionsField)
            }
            data={KIND_OPTIONS}
            style={{ flex: '1 1 9rem', minWidth: 0 }}
          />
        </Group>
        {question.kind === 'single_choice' ? (
          <Textarea
            label="Choices"
            description="One per line, 2 to 20."
            value={question.options}
            onChange={(event) => onChange({ options: event.currentTarget.value }, optionsField)}
            error={errors[optionsField]}
            rows={3}
          />
        ) : null}
        <Checkbox
          label="Required"
          checked={question.required}
          onChange={(event) => onChange({ required: event.currentTarget.checked }, labelField)}
        />
      </Stack>
    </Paper>
  );
}
