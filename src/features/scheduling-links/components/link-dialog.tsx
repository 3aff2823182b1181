import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { ApiError, isTransient, messageOf, versionConflictOf } from '../../../api/errors';
import { mergeThreeWay } from '../../../domain/merge';
import { retryDelay } from '../../../domain/retry';
import { bookingPath, defaultDescription, joinSlug, type LinkType } from '../../../domain/links';
import { useCreateLink, useUpdateLink, type SchedulingLink } from '../api';
import {
  dailyLimitOptions,
  defaultNoticeHint,
  durationOptions,
  noticeLabel,
  noticeOptions,
  validateLinkForm,
  type LinkFormErrors,
  type LinkFormField,
  type LinkFormValues,
} from '../link-form';
import { notify } from '../../../components/notify';

/**
 * Mantine's error red (red.6, 3.3:1 on white) fails WCAG AA for the error texts and the invalid
 * field's text: red.9 (5.4:1) inside this form.
 */
const ACCESSIBLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

/** What the dialog edits: a saved link (edit mode, with an id) or a new one (create mode). */
export interface LinkDraft {
  id?: string;
  type: LinkType;
  name: string;
  /** The part after '{prefix}/'. */
  slugSuffix: string;
  defaultDuration: number;
  customDescription: string | null;
  /** Minutes; null: the default notice rules. */
  minimumNotice: number | null;
  /** Bookings a day in the host's zone; null: no limit. */
  dailyLimit: number | null;
  /** The saved link's version the edits start from (edit mode). */
  version?: number;
}

type LinkFields = {
  name: string;
  customDescription: string | null;
  defaultDuration: number;
  slug: string;
  minimumNotice: number | null;
  dailyLimit: number | null;
};

const FIELD_OF: Record<keyof LinkFields, LinkFormField> = {
  name: 'name',
  customDescription: 'customDescription',
  defaultDuration: 'defaultDuration',
  slug: 'slugSuffix',
  minimumNotice: 'minimumNotice',
  dailyLimit: 'dailyLimit',
};

/** How a clashing field's saved value reads beside the host's own. */
function savedElsewhere(field: keyof LinkFields, value: unknown): string {
  const shown =
    field === 'defaultDuration'
      ? `${String(value)} minutes`
      : field === 'minimumNotice'
        ? noticeLabel(value as number | null)
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
  const close = () => {
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
        },
        ...(link.version === undefined ? {} : { version: link.version }),
      };
    }
    const id = link.id;
    try {
      if (id === undefined) {
        await create.mutateAsync({ ...fields, userId, type: link.type });
      } else {
        await update.mutateAsync({ id, body: fields, version: base.current.version });
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
        if (!saving) close();
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
              key={draft.id ?? `new-${draft.type}`}
              draft={draft}
              prefix={prefix}
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
                };
                // A deliberate save starts afresh: its failure is told again.
                stopRetrying();
                attempts.current = 0;
                return save(draft, fields);
              }}
              retrying={retrying}
              onRetry={() => retryNow.current()}
            />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function LinkForm({
  draft,
  prefix,
  saving,
  onCancel,
  onSubmit,
  retrying = false,
  onRetry,
}: {
  draft: LinkDraft;
  prefix: string;
  saving: boolean;
  onCancel: () => void;
  /** A failed save is being retried: say so, with Retry now. */
  retrying?: boolean;
  onRetry?: () => void;
  /** Resolves to field errors to show, or null once saved. */
  onSubmit: (output: {
    name: string;
    slugSuffix: string;
    defaultDuration: number;
    customDescription: string | null;
    minimumNotice: number | null;
    dailyLimit: number | null;
  }) => Promise<LinkFormErrors | null>;
}) {
  const [values, setValues] = useState<LinkFormValues>({
    name: draft.name,
    slugSuffix: draft.slugSuffix,
    defaultDuration: String(draft.defaultDuration),
    customDescription: draft.customDescription ?? '',
    minimumNotice: draft.minimumNotice === null ? '' : String(draft.minimumNotice),
    dailyLimit: draft.dailyLimit === null ? '' : String(draft.dailyLimit),
  });
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const editing = draft.id !== undefined;
  // Leaving the page (back button, closing the tab) with edits in the dialog asks first.
  const dirty =
    values.name !== draft.name ||
    values.slugSuffix !== draft.slugSuffix ||
    values.defaultDuration !== String(draft.defaultDuration) ||
    values.customDescription !== (draft.customDescription ?? '') ||
    values.minimumNotice !== (draft.minimumNotice === null ? '' : String(draft.minimumNotice)) ||
    values.dailyLimit !== (draft.dailyLimit === null ? '' : String(draft.dailyLimit));
  const blocker = useUnsavedChangesGuard(dirty || retrying);
  // Renaming a saved link keeps its old address working (issue 24): say so while it is renamed.
  const renamed =
    editing && values.slugSuffix.trim() !== '' && values.slugSuffix !== draft.slugSuffix;

  const change = (field: LinkFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error clears as soon as its field is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validateLinkForm(values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const fieldErrors = await onSubmit(result.output);
    if (fieldErrors) setErrors(fieldErrors);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={ACCESSIBLE_ERRORS}>
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
        <NativeSelect
          label="Default Meeting Duration"
          value={values.defaultDuration}
          onChange={(event) => change('defaultDuration', event.currentTarget.value)}
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
        <Textarea
          label="Custom Description"
          description="Optional. Shown to visitors on the booking page only."
          placeholder={defaultDescription(draft.type)}
          value={values.customDescription}
          onChange={(event) => change('customDescription', event.currentTarget.value)}
          error={errors.customDescription}
          // Not `autosize`: it needs document.fonts, which the test DOM lacks.
          rows={4}
        />
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
