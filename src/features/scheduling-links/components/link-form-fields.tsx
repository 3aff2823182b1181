/**
 * The link dialog's form: its fields, their errors and hints, the rename note, and the buttons.
 * `./link-dialog.tsx` owns the saving (versions, clashes, retries) and hands the outcome back.
 */
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { bookingPath, defaultDescription, joinSlug } from '../../../domain/links';
import {
  durationChoices,
  locationValues,
  questionValues,
  readDurations,
  readPlaces,
  readQuestions,
} from '../../../domain/meeting-type-form';
import { MeetingTypeFields, type MeetingTypeValues } from './meeting-type-fields';
import { LinkAccessFields } from './link-access-fields';
import { ApprovalSwitch } from './approval-switch';
import { DescriptionField } from './description-field';
import { PolicyFields } from './policy-fields';
import { TeamLinkFields, useTeamLinkValues } from './team-link-fields';
import { readTeamLink } from '../team-link-form';
import { policyValues, readPolicies, type PolicyValues } from '../policy-form';
import {
  dailyLimitOptions,
  INTERVAL_OPTIONS,
  defaultNoticeHint,
  durationOptions,
  noticeOptions,
  validateLinkForm,
  type LinkFormErrors,
  type LinkFormField,
  type LinkDraft,
  type LinkFormSubmission,
  type LinkFormValues,
} from '../link-form';

/**
 * Mantine's error red (red.6, 3.3:1 on white) fails WCAG AA for the error texts and the invalid
 * field's text: red.9 (5.4:1) inside this form.
 */
const ACCESSIBLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

export function LinkForm({
  draft,
  prefix,
  userId = '',
  saving,
  onCancel,
  onSubmit,
  retrying = false,
  onRetry,
  onDirtyChange,
}: {
  draft: LinkDraft;
  prefix: string;
  /** Who creates a team link (ticked as its first host). */
  userId?: string;
  saving: boolean;
  onCancel: () => void;
  /** A failed save is being retried: say so, with Retry now. */
  retrying?: boolean;
  onRetry?: () => void;
  /** Told whenever the form starts or stops holding edits not saved yet. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Resolves to field errors to show, or null once saved. */
  onSubmit: (output: LinkFormSubmission) => Promise<LinkFormErrors | null>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [initialMeeting] = useState<MeetingTypeValues>(() => ({
    extraDurations: draft.durations.filter((m) => m !== draft.defaultDuration),
    places: (() => {
      const saved = draft.locations ?? (draft.location ? [draft.location] : []);
      return saved.length > 0 ? saved.map(locationValues) : [locationValues(null)];
    })(),
    questions: draft.questions.map((q, i) => questionValues(q, `saved-${i}`)),
    maxGuests: String(draft.maxGuests),
  }));
  const [meeting, setMeeting] = useState<MeetingTypeValues>(initialMeeting);
  const [approval, setApproval] = useState(draft.requiresApproval ?? false);
  const initialAccess = { secret: draft.secret ?? false, singleUse: draft.singleUse ?? false };
  const [access, setAccess] = useState(initialAccess);
  const [initialPolicies] = useState<PolicyValues>(() => policyValues(draft));
  const [policies, setPolicies] = useState<PolicyValues>(initialPolicies);
  const [values, setValues] = useState<LinkFormValues>({
    name: draft.name,
    slugSuffix: draft.slugSuffix,
    defaultDuration: String(draft.defaultDuration),
    customDescription: draft.customDescription ?? '',
    minimumNotice: draft.minimumNotice === null ? '' : String(draft.minimumNotice),
    dailyLimit: draft.dailyLimit === null ? '' : String(draft.dailyLimit),
    slotInterval: String(draft.slotInterval),
    bookingWindowDays: String(draft.bookingWindowDays),
  });
  const team = useTeamLinkValues(draft, userId);
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const editing = draft.id !== undefined;
  // Leaving the page (back button, closing the tab) with edits in the dialog asks first.
  const dirty =
    values.name !== draft.name ||
    values.slugSuffix !== draft.slugSuffix ||
    values.defaultDuration !== String(draft.defaultDuration) ||
    values.customDescription !== (draft.customDescription ?? '') ||
    values.minimumNotice !== (draft.minimumNotice === null ? '' : String(draft.minimumNotice)) ||
    values.dailyLimit !== (draft.dailyLimit === null ? '' : String(draft.dailyLimit)) ||
    values.slotInterval !== String(draft.slotInterval) ||
    values.bookingWindowDays !== String(draft.bookingWindowDays) ||
    JSON.stringify(meeting) !== JSON.stringify(initialMeeting) ||
    approval !== (draft.requiresApproval ?? false) ||
    JSON.stringify(access) !== JSON.stringify(initialAccess) ||
    JSON.stringify(policies) !== JSON.stringify(initialPolicies) ||
    team.dirty;
  const blocker = useUnsavedChangesGuard(dirty || retrying);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Renaming a saved link keeps its old address working: say so while it is renamed.
  const renamed =
    editing && values.slugSuffix.trim() !== '' && values.slugSuffix !== draft.slugSuffix;

  const change = (field: LinkFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error clears as soon as its field is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * A new default length keeps the old one offered (its chip stays ticked, to untick if unwanted):
   * it used to vanish from the lengths visitors can choose without a word.
   */
  const changeDefaultDuration = (next: string) => {
    const old = Number(values.defaultDuration);
    setMeeting((current) => ({
      ...current,
      extraDurations: [
        ...current.extraDurations.filter((m) => m !== Number(next) && m !== old),
        ...(old === Number(next) ? [] : [old]),
      ],
    }));
    change('defaultDuration', next);
  };

  /** Shows the errors and takes the focus to the first field in error (the dialog is long). */
  const [focusRequest, setFocusRequest] = useState(0);
  const showErrors = (next: LinkFormErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };
  // After the render that marks the fields (a frame timer could run before it commits).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validateLinkForm(values);
    const duration = Number(values.defaultDuration);
    const durations = readDurations(duration, meeting.extraDurations);
    const location = readPlaces(meeting.places);
    const questions = readQuestions(meeting.questions);
    const policy = readPolicies(policies);
    const hosts = team.values ? readTeamLink(team.values) : null;
    const teamOk = hosts === null || hosts.ok;
    if (
      !result.success ||
      !durations.ok ||
      !location.ok ||
      !questions.ok ||
      !policy.ok ||
      !teamOk
    ) {
      showErrors({
        ...(hosts && !hosts.ok ? { hosts: hosts.error } : {}),
        ...(result.success ? {} : result.errors),
        ...(durations.ok ? {} : { [durations.field]: durations.message }),
        ...(location.ok ? {} : location.errors),
        ...(questions.ok ? {} : questions.errors),
        ...(policy.ok ? {} : policy.errors),
      });
      return;
    }
    setErrors({});
    const fieldErrors = await onSubmit({
      ...result.output,
      durations: durations.durations,
      locations: location.locations,
      secret: access.secret,
      singleUse: access.singleUse,
      questions: questions.questions,
      maxGuests: Number(meeting.maxGuests),
      requiresApproval: approval,
      changeCutoffHours: policy.changeCutoffHours,
      reminders: policy.reminders,
      ...(hosts?.ok ? { team: { kind: hosts.kind, hosts: hosts.hosts } } : {}),
    });
    if (fieldErrors) showErrors(fieldErrors);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      style={ACCESSIBLE_ERRORS}
    >
      <UnsavedChangesDialog
        blocker={blocker}
        message="Your changes to this link are not saved yet. Leaving now discards them."
      />
      <Stack gap="md">
        <TextInput
          label="Link Name"
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="URL Suffix"
          value={values.slugSuffix}
          onChange={(event) => change('slugSuffix', event.currentTarget.value)}
          error={errors.slugSuffix}
          description={
            <>
              <span>{`Your booking link will be: ${bookingPath(joinSlug(prefix, values.slugSuffix))}`}</span>
              {renamed ? (
                <Text component="span" display="block" mt={4} c="gray.8" fz="inherit">
                  The old address {bookingPath(joinSlug(prefix, draft.slugSuffix))} will keep
                  working and lead to this link.
                </Text>
              ) : null}
            </>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          inputContainer={(input) => (
            <Group gap={6} wrap="nowrap" align="center">
              <Text
                size="sm"
                c="gray.7"
                ff="monospace"
                style={{ whiteSpace: 'nowrap' }}
                data-testid="slug-prefix"
              >
                {prefix}/
              </Text>
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            </Group>
          )}
        />
        {draft.team && team.values ? (
          <TeamLinkFields
            team={draft.team}
            values={team.values}
            error={errors.hosts}
            onChange={(next) => {
              team.setValues(next);
              setErrors((current) => ({ ...current, hosts: undefined }));
            }}
          />
        ) : null}
        <NativeSelect
          label="Default Meeting Duration"
          value={values.defaultDuration}
          onChange={(event) => changeDefaultDuration(event.currentTarget.value)}
          data={durationOptions(draft.defaultDuration)}
          error={errors.defaultDuration}
        />
        <Group gap="md" align="flex-start" wrap="wrap">
          <NativeSelect
            label="Minimum notice"
            description={defaultNoticeHint(draft.type)}
            value={values.minimumNotice}
            onChange={(event) => change('minimumNotice', event.currentTarget.value)}
            data={noticeOptions(draft.minimumNotice)}
            error={errors.minimumNotice}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
          <NativeSelect
            label="Daily limit"
            description="Bookings a day, in your time zone."
            value={values.dailyLimit}
            onChange={(event) => change('dailyLimit', event.currentTarget.value)}
            data={dailyLimitOptions(draft.dailyLimit)}
            error={errors.dailyLimit}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
        </Group>
        <Group gap="md" align="flex-start" wrap="wrap">
          <NativeSelect
            label="Start times"
            description="How often a time is offered, from the start of each of your ranges."
            value={values.slotInterval}
            onChange={(event) => change('slotInterval', event.currentTarget.value)}
            data={INTERVAL_OPTIONS}
            error={errors.slotInterval}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
          <TextInput
            label="Booking window"
            description="Visitors can book within the next this many days."
            inputMode="numeric"
            rightSection={
              <Text size="sm" c="gray.7" pr="xs">
                days
              </Text>
            }
            rightSectionWidth={48}
            value={values.bookingWindowDays}
            onChange={(event) => change('bookingWindowDays', event.currentTarget.value)}
            error={errors.bookingWindowDays}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
        </Group>
        <DescriptionField
          value={values.customDescription}
          placeholder={defaultDescription(draft.type)}
          error={errors.customDescription}
          onChange={(value) => change('customDescription', value)}
        />
        <MeetingTypeFields
          values={meeting}
          errors={errors}
          defaultDuration={Number(values.defaultDuration)}
          durationChoices={durationChoices(draft.defaultDuration, draft.durations)}
          onChange={(next, fields) => {
            setMeeting(next);
            setErrors((current) => {
              const cleared = { ...current };
              for (const field of fields) delete cleared[field];
              return cleared;
            });
          }}
        />
        <PolicyFields
          values={policies}
          errors={errors}
          onChange={(next, fields) => {
            setPolicies(next);
            setErrors((current) => {
              const cleared = { ...current };
              for (const field of fields) delete cleared[field];
              return cleared;
            });
          }}
        />
        <ApprovalSwitch checked={approval} onChange={setApproval} error={errors.requiresApproval} />
        <LinkAccessFields {...access} usedAt={draft.usedAt ?? null} onChange={setAccess} />
        {retrying ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">Not saved yet: your changes are kept and retried.</Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={onRetry}
                disabled={saving}
              >
                Retry now
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
