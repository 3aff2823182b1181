import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type CSSProperties, type FormEvent } from 'react';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { ApiError, messageOf } from '../../../api/errors';
import { bookingPath, defaultDescription, joinSlug, type LinkType } from '../../../domain/links';
import { useCreateLink, useUpdateLink } from '../api';
import {
  durationOptions,
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

  return (
    // The compound form, so the header is a <div>: Mantine's default <header> at the top of the
    // page would be a second banner landmark (axe: landmark-no-duplicate-banner).
    <Modal.Root
      opened={draft !== null}
      onClose={() => {
        if (!saving) onClose();
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
              onCancel={onClose}
              onSubmit={async (output) => {
                const slug = joinSlug(prefix, output.slugSuffix);
                const fields = {
                  name: output.name,
                  customDescription: output.customDescription,
                  defaultDuration: output.defaultDuration,
                  slug,
                };
                const id = draft.id;
                try {
                  if (id === undefined) {
                    await create.mutateAsync({ ...fields, userId, type: draft.type });
                  } else {
                    await update.mutateAsync({ id, body: fields });
                  }
                } catch (error) {
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
                onClose();
                return null;
              }}
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
}: {
  draft: LinkDraft;
  prefix: string;
  saving: boolean;
  onCancel: () => void;
  /** Resolves to field errors to show, or null once saved. */
  onSubmit: (output: {
    name: string;
    slugSuffix: string;
    defaultDuration: number;
    customDescription: string | null;
  }) => Promise<LinkFormErrors | null>;
}) {
  const [values, setValues] = useState<LinkFormValues>({
    name: draft.name,
    slugSuffix: draft.slugSuffix,
    defaultDuration: String(draft.defaultDuration),
    customDescription: draft.customDescription ?? '',
  });
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const editing = draft.id !== undefined;
  // Leaving the page (back button, closing the tab) with edits in the dialog asks first.
  const dirty =
    values.name !== draft.name ||
    values.slugSuffix !== draft.slugSuffix ||
    values.defaultDuration !== String(draft.defaultDuration) ||
    values.customDescription !== (draft.customDescription ?? '');
  const blocker = useUnsavedChangesGuard(dirty);

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
          description={`Your booking link will be: ${bookingPath(joinSlug(prefix, values.slugSuffix))}`}
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
