import { Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isTransient, messageOf, versionConflictOf } from '../../../api/errors';
import { mergeThreeWay } from '../../../domain/merge';
import { retryDelay } from '../../../domain/retry';
import { bookingPath, joinSlug } from '../../../domain/links';
import { useCreateLink, useUpdateLink, type SchedulingLink } from '../api';
import {
  intervalLabel,
  noticeLabel,
  type LinkDraft,
  type LinkFormErrors,
  type LinkFormField,
} from '../link-form';
import { notify } from '../../../components/notify';
import { ConfirmDialog } from '../../../components/signed-in/confirm-dialog';
import { LinkForm } from './link-form-fields';
import { slotIntervalOf, type SlotInterval } from '../../../domain/slots';
import { durationWords, type LinkLocation, type LinkQuestion } from '../../../domain/meeting-types';
import { formFieldOf, guestsLabel, locationSummary } from '../../../domain/meeting-type-form';
import { remindersSummary, type Reminder } from '../../../domain/reminders';
import { cutoffSummary, policyFieldOf } from '../policy-form';
import { teamFieldsOf } from '../team-link-form';
import { type TeamKind, type TeamLinkHost } from '../teams-api';
import { TEAM_KIND_LABELS } from '../../../domain/team-words';

/** The form field a 400 names (`Error.field`), with the server's message, or null. */
function fieldErrorOf(error: unknown): LinkFormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const payload = error.payload as { field?: unknown } | null;
  const named = typeof payload?.field === 'string' ? payload.field : undefined;
  const field = (named && policyFieldOf(named)) ?? formFieldOf(named);
  return field === null ? null : { [field]: error.serverMessage };
}

type LinkFields = {
  name: string;
  customDescription: string | null;
  defaultDuration: number;
  slug: string;
  minimumNotice: number | null;
  dailyLimit: number | null;
  slotInterval: SlotInterval;
  bookingWindowDays: number;
  durations: number[];
  location: LinkLocation | null;
  locations: LinkLocation[];
  secret: boolean;
  singleUse: boolean;
  questions: LinkQuestion[];
  maxGuests: number;
  requiresApproval: boolean;
  changeCutoffHours: number;
  reminders: Reminder[];
  /** A team link's. */
  kind?: TeamKind;
  hosts?: TeamLinkHost[];
};

/**
 * What a save sends: the newer fields (several places, secret, single use) only where they say
 * more than their default or the link had them, so a save reads as before to an older server.
 */
function onTheWire(fields: LinkFields, link: LinkDraft): Partial<LinkFields> {
  const { locations, secret, singleUse, ...rest } = fields;
  return {
    ...rest,
    ...(locations.length > 1 || (link.locations?.length ?? 0) > 1 ? { locations } : {}),
    ...(secret || link.secret ? { secret } : {}),
    ...(singleUse || link.singleUse ? { singleUse } : {}),
  };
}

const FIELD_OF: Record<keyof LinkFields, LinkFormField> = {
  name: 'name',
  customDescription: 'customDescription',
  defaultDuration: 'defaultDuration',
  slug: 'slugSuffix',
  minimumNotice: 'minimumNotice',
  dailyLimit: 'dailyLimit',
  slotInterval: 'slotInterval',
  bookingWindowDays: 'bookingWindowDays',
  durations: 'durations',
  location: 'location',
  locations: 'location',
  secret: 'secret',
  singleUse: 'singleUse',
  questions: 'questions',
  maxGuests: 'maxGuests',
  requiresApproval: 'requiresApproval',
  changeCutoffHours: 'changeCutoffHours',
  reminders: 'reminders',
  kind: 'kind',
  hosts: 'hosts',
};

/** How a clashing field's saved value reads beside the host's own. */
function savedElsewhere(field: keyof LinkFields, value: unknown): string {
  if (field === 'requiresApproval')
    return `Saved elsewhere meanwhile ${value ? 'requiring' : 'without'} confirmation. Update again to keep yours, or change it.`;
  const shown =
    field === 'kind'
      ? TEAM_KIND_LABELS[value as TeamKind]
      : field === 'hosts'
        ? `${(value as TeamLinkHost[]).length} host${(value as TeamLinkHost[]).length === 1 ? '' : 's'} and their priorities`
        : field === 'durations'
          ? durationWords(value as number[])
          : field === 'location'
            ? (locationSummary(value as LinkLocation | null) ?? 'no location')
            : field === 'locations'
              ? (value as LinkLocation[]).map((l) => locationSummary(l)).join(', ') || 'no location'
              : field === 'questions'
                ? `${(value as LinkQuestion[]).length} question${(value as LinkQuestion[]).length === 1 ? '' : 's'}`
                : field === 'maxGuests'
                  ? guestsLabel(Number(value)).toLowerCase()
                  : field === 'reminders'
                    ? remindersSummary(value as Reminder[]).toLowerCase()
                    : field === 'changeCutoffHours'
                      ? cutoffSummary(Number(value)).toLowerCase()
                      : field === 'defaultDuration'
                        ? `${String(value)} minutes`
                        : field === 'minimumNotice'
                          ? noticeLabel(value as number | null)
                          : field === 'slotInterval'
                            ? intervalLabel(Number(value)).toLowerCase()
                            : field === 'bookingWindowDays'
                              ? `${String(value)} days`
                              : field === 'dailyLimit'
                                ? value === null
                                  ? 'no limit'
                                  : `${String(value)} a day`
                                : field === 'slug'
                                  ? bookingPath(String(value))
                                  : value === null || value === ''
                                    ? '(empty)'
                                    : `“${String(value)}”`;
  return `Saved elsewhere meanwhile as ${shown}. Update again to keep yours, or change it.`;
}

/**
 * The Edit/Create dialog: create mode when the link has no id, edit
 * mode when it has one. Closing it while a save runs is not possible.
 */
export function LinkDialog({
  draft,
  prefix,
  userId,
  onClose,
}: {
  draft: LinkDraft | null;
  prefix: string;
  userId: string;
  onClose: () => void;
}) {
  const create = useCreateLink();
  const update = useUpdateLink();
  const saving = create.isPending || update.isPending;
  const editing = draft?.id !== undefined;

  /** The saved values the edits started from, and their version (a 412 moves both on). */
  const base = useRef<{ draft: LinkDraft; fields: LinkFields; version?: number } | null>(null);
  /** A save that failed on the way: kept and tried again (backoff, back online, Retry now). */
  const [retrying, setRetrying] = useState(false);
  const pendingRetry = useRef<(() => void) | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempts = useRef(0);
  const stopRetrying = () => {
    if (retryTimer.current !== null) clearTimeout(retryTimer.current);
    retryTimer.current = null;
    pendingRetry.current = null;
  };
  const retryNow = useRef(() => {
    const again = pendingRetry.current;
    stopRetrying();
    again?.();
  });
  useEffect(() => {
    const online = () => retryNow.current();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      stopRetrying();
    };
  }, []);
  /** The form holds edits not saved yet; Escape, a click outside or × then ask first. */
  const [dirty, setDirty] = useState(false);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const close = () => {
    setDirty(false);
    setAskingDiscard(false);
    stopRetrying();
    setRetrying(false);
    attempts.current = 0;
    base.current = null;
    onClose();
  };

  /** Creates or updates; resolves to field errors to show, or null once saved (and closed). */
  const save = async (link: LinkDraft, fields: LinkFields): Promise<LinkFormErrors | null> => {
    if (base.current?.draft !== link) {
      base.current = {
        draft: link,
        fields: {
          name: link.name,
          customDescription: link.customDescription,
          defaultDuration: link.defaultDuration,
          slug: joinSlug(prefix, link.slugSuffix),
          minimumNotice: link.minimumNotice,
          dailyLimit: link.dailyLimit,
          slotInterval: slotIntervalOf(link.slotInterval),
          bookingWindowDays: link.bookingWindowDays,
          durations: link.durations,
          location: link.location,
          locations: link.locations ?? (link.location ? [link.location] : []),
          secret: link.secret ?? false,
          singleUse: link.singleUse ?? false,
          questions: link.questions,
          maxGuests: link.maxGuests,
          requiresApproval: link.requiresApproval ?? false,
          changeCutoffHours: link.changeCutoffHours,
          reminders: link.reminders,
          ...teamFieldsOf(link),
        },
        ...(link.version === undefined ? {} : { version: link.version }),
      };
    }
    const id = link.id;
    try {
      if (id === undefined) {
        // An extra meeting type is created without `type`: only the spec links name theirs.
        await create.mutateAsync({
          ...(onTheWire(fields, link) as LinkFields),
          userId,
          ...(link.extra ? {} : { type: link.type }),
          ...(link.team ? { teamId: link.team.id } : {}),
        });
      } else {
        await update.mutateAsync({
          id,
          body: onTheWire(fields, link) as LinkFields,
          version: base.current.version,
        });
      }
    } catch (error) {
      const current = versionConflictOf<SchedulingLink>(error);
      if (current && base.current) {
        // Saved elsewhere meanwhile: the host's changes go over it field by field.
        const theirs: LinkFields = {
          name: current.name,
          customDescription: current.customDescription,
          defaultDuration: current.defaultDuration,
          slug: current.slug,
          minimumNotice: current.minimumNotice,
          dailyLimit: current.dailyLimit,
          slotInterval: current.slotInterval,
          bookingWindowDays: current.bookingWindowDays,
          durations: current.durations,
          location: current.location,
          locations: current.locations ?? (current.location ? [current.location] : []),
          secret: current.secret ?? false,
          singleUse: current.singleUse ?? false,
          questions: current.questions,
          maxGuests: current.maxGuests,
          requiresApproval: current.requiresApproval,
          changeCutoffHours: current.changeCutoffHours,
          reminders: current.reminders,
          ...teamFieldsOf(current),
        };
        const { merged, conflicts } = mergeThreeWay(base.current.fields, fields, theirs);
        base.current = { ...base.current, fields: theirs, version: current.version };
        if (conflicts.length === 0) return save(link, merged);
        const errors: LinkFormErrors = {};
        for (const field of conflicts)
          errors[FIELD_OF[field]] = savedElsewhere(field, theirs[field]);
        return errors;
      }
      if (attempts.current === 0)
        notify({
          title: 'Error',
          message: messageOf(
            error,
            id === undefined
              ? 'Failed to create scheduling link'
              : 'Failed to update scheduling link',
          ),
          destructive: true,
        });
      if (isTransient(error)) {
        // Kept in the dialog and tried again by itself.
        setRetrying(true);
        stopRetrying();
        pendingRetry.current = () => {
          void save(link, fields);
        };
        retryTimer.current = setTimeout(() => retryNow.current(), retryDelay(attempts.current));
        attempts.current += 1;
        return {};
      }
      // A 400 naming its field (`Error.field`): the message goes beside that field too.
      const fieldError = fieldErrorOf(error);
      if (fieldError) return fieldError;
      // A slug clash (409) is the URL suffix's problem: say so beside the field too.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        return { slugSuffix: error.serverMessage };
      }
      return {};
    }
    notify({
      title: 'Success',
      message:
        id === undefined
          ? 'Scheduling link created successfully'
          : 'Scheduling link updated successfully',
    });
    close();
    return null;
  };

  return (
    // The compound form, so the header is a <div>: Mantine's default <header> at the top of the
    // page would be a second banner landmark (axe: landmark-no-duplicate-banner).
    <Modal.Root
      opened={draft !== null}
      onClose={() => {
        if (saving) return;
        if (dirty || retrying) setAskingDiscard(true);
        else close();
      }}
      size="lg"
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {editing ? 'Edit Scheduling Link' : 'Create Scheduling Link'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          {draft ? (
            <LinkForm
              // A fresh form for every link the dialog opens with.
              key={draft.id ?? (draft.extra ? 'new-extra' : `new-${draft.type}`)}
              draft={draft}
              prefix={prefix}
              userId={userId}
              saving={saving}
              onCancel={close}
              onSubmit={async (output) => {
                const fields: LinkFields = {
                  name: output.name,
                  customDescription: output.customDescription,
                  defaultDuration: output.defaultDuration,
                  slug: joinSlug(prefix, output.slugSuffix),
                  minimumNotice: output.minimumNotice,
                  dailyLimit: output.dailyLimit,
                  slotInterval: slotIntervalOf(output.slotInterval),
                  bookingWindowDays: output.bookingWindowDays,
                  durations: output.durations,
                  // The first place as `location` too, as the contract keeps them in step.
                  location: output.locations[0] ?? null,
                  locations: output.locations,
                  secret: output.secret,
                  singleUse: output.singleUse,
                  questions: output.questions,
                  maxGuests: output.maxGuests,
                  requiresApproval: output.requiresApproval,
                  changeCutoffHours: output.changeCutoffHours,
                  reminders: output.reminders,
                  ...output.team,
                };
                // A deliberate save starts afresh: its failure is told again.
                stopRetrying();
                attempts.current = 0;
                return save(draft, fields);
              }}
              retrying={retrying}
              onRetry={() => retryNow.current()}
              onDirtyChange={setDirty}
            />
          ) : null}
          <ConfirmDialog
            opened={askingDiscard}
            title="Discard your changes?"
            cancelLabel="Keep editing"
            confirmLabel="Discard changes"
            onCancel={() => setAskingDiscard(false)}
            onConfirm={close}
          >
            Your changes to this link are not saved yet. Closing now discards them.
          </ConfirmDialog>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
