import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { AnswerValue, FieldIssue } from '../../../domain/booking-details';
import { hostCalls } from '../../../domain/booking-place';
import type { LinkQuestion } from '../../../domain/meeting-types';
import type { CoreMessages } from '../../../i18n/messages/en';
import type { PublicLink } from '../api';
import { chosenLocation, type DetailsExtra } from '../details-extra';
import { enCore } from '../../../i18n/messages/en';
import { PlaceChooser } from './place-chooser';

type DetailsWords = CoreMessages['details'];

/** A field's problem in the page's language. */
export function issueText(issue: FieldIssue | undefined, text: DetailsWords): string | undefined {
  if (!issue) return undefined;
  switch (issue.kind) {
    case 'required':
      return text.answerRequired;
    case 'tick':
      return text.answerTick;
    case 'tooLong':
      return text.answerTooLong(issue.max);
    case 'plain':
      return text.answerPlain;
    case 'choice':
      return text.answerChoice;
    case 'phone':
      return text.phoneInvalid;
    case 'phoneRequired':
      return text.phoneRequired;
    case 'email':
      return text.emailInvalid;
    case 'repeat':
      return text.guestRepeat(issue.email);
    case 'server':
      return issue.message;
  }
}

function Question({
  question,
  value,
  error,
  onChange,
}: {
  question: LinkQuestion;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const field = `answers.${question.id}`;
  const text = typeof value === 'string' ? value : '';
  switch (question.kind) {
    case 'short_text':
      return (
        <TextInput
          data-field={field}
          label={question.label}
          required={question.required}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case 'long_text':
      return (
        <Textarea
          data-field={field}
          label={question.label}
          required={question.required}
          // Not `autosize`: it needs document.fonts, which the test DOM lacks.
          rows={4}
          resize="vertical"
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case 'phone':
      return (
        <TextInput
          data-field={field}
          label={question.label}
          required={question.required}
          type="tel"
          autoComplete="tel"
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group
          data-field={field}
          label={question.label}
          required={question.required}
          value={text || null}
          onChange={onChange}
          error={error}
        >
          <Stack gap={8} mt={6}>
            {(question.options ?? []).map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox
          data-field={field}
          label={
            <>
              {question.label}
              {question.required ? (
                <Text span c="red.9" aria-hidden="true">
                  {' *'}
                </Text>
              ) : null}
            </>
          }
          required={question.required}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
  }
}

function PlusIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function Guests({
  max,
  rows,
  issues,
  text,
  locale,
  onChange,
  onAdd,
  onRemove,
}: {
  max: number;
  rows: string[];
  issues: Record<string, FieldIssue>;
  text: DetailsWords;
  locale: string;
  onChange: (row: number, email: string) => void;
  onAdd: () => void;
  onRemove: (row: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A row just added takes the focus; a row removed gives it to the button that adds one.
  const shown = useRef(rows.length);
  useEffect(() => {
    const before = shown.current;
    shown.current = rows.length;
    if (rows.length > before) {
      box.current
        ?.querySelector<HTMLInputElement>(`[data-field="guests[${rows.length - 1}]"]`)
        ?.focus();
    } else if (rows.length < before) {
      box.current?.querySelector<HTMLButtonElement>('[data-add-guest]')?.focus();
    }
  }, [rows.length]);
  return (
    <Stack gap="xs" ref={box} role="group" aria-labelledby="booking-guests-title">
      <div>
        <Text fw={500} size="sm" id="booking-guests-title">
          {text.guests}
        </Text>
        <Text size="xs" c="gray.7">
          {text.guestsNote(max, locale)}
        </Text>
      </div>
      {rows.map((guest, row) => (
        <Group key={row} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            data-field={`guests[${row}]`}
            aria-label={text.guest(row + 1)}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={guest}
            onChange={(event) => onChange(row, event.currentTarget.value)}
            error={issueText(issues[`guests[${row}]`], text)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="default"
            size={36}
            aria-label={text.removeGuest(row + 1)}
            onClick={() => onRemove(row)}
          >
            <CrossIcon />
          </ActionIcon>
        </Group>
      ))}
      {rows.length < max ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PlusIcon />}
            onClick={onAdd}
            data-add-guest
          >
            {rows.length === 0 ? text.addGuests : text.addGuest}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The meeting type's fields of the details step (docs/decisions.md#meeting-types), below the name and e-mail: the
 * visitor's number when the host calls, the host's questions, and the guests. Nothing for a link
 * without them.
 */
export function MeetingFields({
  link,
  extra,
  issues,
  text,
  locale,
  onAnswer,
  onPhone,
  onPlace,
  onGuest,
  onAddGuest,
  onRemoveGuest,
}: {
  link: PublicLink;
  extra: DetailsExtra;
  issues: Record<string, FieldIssue>;
  text: DetailsWords;
  locale: string;
  onAnswer: (id: string, value: AnswerValue) => void;
  onPhone: (phone: string) => void;
  onPlace?: (place: number) => void;
  onGuest: (row: number, email: string) => void;
  onAddGuest: () => void;
  onRemoveGuest: (row: number) => void;
}) {
  return (
    <>
      {onPlace ? (
        <PlaceChooser link={link} chosen={extra.place ?? 0} words={enCore} onChoose={onPlace} />
      ) : null}
      {hostCalls(chosenLocation(link, extra.place)) ? (
        <TextInput
          data-field="phone"
          label={text.phone}
          required
          type="tel"
          autoComplete="tel"
          value={extra.phone}
          onChange={(event) => onPhone(event.currentTarget.value)}
          description={text.phoneNote(link.host.name)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={issueText(issues.phone, text)}
        />
      ) : null}
      {link.questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          value={extra.answers[question.id]}
          error={issueText(issues[`answers.${question.id}`], text)}
          onChange={(value) => onAnswer(question.id, value)}
        />
      ))}
      {link.maxGuests > 0 ? (
        <Guests
          max={link.maxGuests}
          rows={extra.guests}
          issues={issues}
          text={text}
          locale={locale}
          onChange={onGuest}
          onAdd={onAddGuest}
          onRemove={onRemoveGuest}
        />
      ) : null}
    </>
  );
}
