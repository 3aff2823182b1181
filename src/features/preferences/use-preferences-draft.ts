import { useCallback, useEffect, useRef, useState } from 'react';
import { isTransient, versionConflictOf } from '../../api/errors';
import { browserTimeZone } from '../../components/browser-time-zone';
import { notify } from '../../components/notify';
import { editablePreferencesFrom, savablePreferences } from '../../domain/availability';
import { mergeThreeWay } from '../../domain/merge';
import type { EditablePreferences } from '../../domain/preferences';
import {
  preferenceFields,
  preferencesFromFields,
  type PreferenceField,
  type PreferenceFields,
} from '../../domain/preferences-fields';
import { useSavePreferences, type Preferences } from './api';
import { useAutosave } from './use-autosave';

/** Fields the host changed here while another tab or device saved other values for them. */
export interface PreferencesConflict {
  fields: PreferenceField[];
  mine: PreferenceFields;
  theirs: PreferenceFields;
}

/** A save that waits for the host to settle a conflict (the autosave shows it as held). */
class ChoiceNeeded extends Error {
  override readonly name = 'ChoiceNeeded';
}

const same = (a: EditablePreferences, b: EditablePreferences) =>
  JSON.stringify(a) === JSON.stringify(b);

const editable = (answer: Preferences) => editablePreferencesFrom(answer, browserTimeZone());

/**
 * The preferences as the host edits them, kept true to the server:
 * - every save names the version its edits started from (`If-Match`);
 * - a 412 merges field by field with the stored version and saves the merge; a field changed
 *   differently on both sides is put to the host (`conflict`) and nothing is saved until they
 *   choose;
 * - another tab's save that arrives (the change feed refetches `stored`) is taken at once when
 *   nothing is being edited here, and merged into the edits when they touch other fields;
 * - a failed save is kept and retried (useAutosave).
 */
export function usePreferencesDraft(stored: Preferences | undefined) {
  const [draft, setDraft] = useState<EditablePreferences>(() =>
    editablePreferencesFrom(stored, browserTimeZone()),
  );
  /** The newest edits, read by handlers that run before React re-renders. */
  const latest = useRef(draft);
  /** What the server holds, as far as this screen knows, and its version. */
  const base = useRef({ value: draft, version: stored?.version ?? 1 });
  /** The last value handed to the autosave (scheduled, sent or held by the server). */
  const lastSent = useRef(draft);
  const [conflict, setConflict] = useState<PreferencesConflict | null>(null);

  /** Shows new preferences without saving them. */
  const replace = useCallback((next: EditablePreferences) => {
    latest.current = next;
    setDraft(next);
  }, []);

  /** Merges the edits into a newer stored version; false when a field needs the host. */
  const rebase = useCallback(
    (current: Preferences): boolean => {
      const theirs = editable(current);
      const mine = preferenceFields(latest.current);
      const { merged, conflicts } = mergeThreeWay(
        preferenceFields(base.current.value),
        mine,
        preferenceFields(theirs),
      );
      base.current = { value: theirs, version: current.version };
      replace(preferencesFromFields(merged));
      if (conflicts.length === 0) return true;
      setConflict({ fields: conflicts, mine, theirs: preferenceFields(theirs) });
      return false;
    },
    [replace],
  );

  const savePreferences = useSavePreferences();
  // The autosave's value only says "save now": what is sent is always the newest edits, merged
  // with whatever a 412 brought, so an older queued value can never undo a merge.
  const send = useCallback(async () => {
    for (let attempt = 0; ; attempt++) {
      const body = savablePreferences(latest.current, lastSent.current);
      lastSent.current = body;
      try {
        const saved = await savePreferences(body, base.current.version);
        base.current = { value: editable(saved), version: saved.version };
        return;
      } catch (error) {
        const current = versionConflictOf<Preferences>(error);
        if (!current || attempt >= 3) throw error;
        if (!rebase(current)) throw new ChoiceNeeded();
      }
    }
  }, [savePreferences, rebase]);

  const autosave = useAutosave<EditablePreferences>({
    save: send,
    isHeld: (error) => error instanceof ChoiceNeeded,
    isRetryable: isTransient,
    onError: () =>
      notify({
        title: 'Error',
        message: 'Failed to save preferences. Please try again.',
        destructive: true,
      }),
  });

  /** A person's change: shown at once; what is valid of it is saved after the pause. */
  const change = (update: (current: EditablePreferences) => EditablePreferences) => {
    const next = update(latest.current);
    replace(next);
    const savable = savablePreferences(next, lastSent.current);
    if (same(savable, lastSent.current) && autosave.status !== 'failed') return;
    lastSent.current = savable;
    autosave.schedule(savable);
  };

  /** Replaces the preferences and saves them (an applied analysis, its undo). */
  const apply = (next: EditablePreferences) => {
    replace(next);
    lastSent.current = next;
    autosave.schedule(next);
  };

  /**
   * The time-zone refresh: the zone is replaced and saved now, with the valid edits; invalid ones
   * stay on screen, unsent. Rejects when the save fails.
   */
  const saveZone = (timezone: string) => {
    const sent = { ...savablePreferences(latest.current, lastSent.current), timezone };
    replace({ ...latest.current, timezone });
    lastSent.current = sent;
    return autosave.saveNow(sent);
  };

  /** The host settled the conflict: the chosen values are saved. */
  const resolve = (choice: Partial<Record<PreferenceField, 'mine' | 'theirs'>>) => {
    if (!conflict) return;
    const fields = preferenceFields(latest.current);
    for (const field of conflict.fields) {
      fields[field] = choice[field] === 'mine' ? conflict.mine[field] : conflict.theirs[field];
    }
    setConflict(null);
    apply(preferencesFromFields(fields));
  };

  // Another tab or device saved (the change feed refetched `stored`).
  const busy = autosave.status === 'saving' || conflict !== null;
  useEffect(() => {
    if (!stored || busy || stored.version <= base.current.version) return;
    const clean = same(latest.current, base.current.value);
    if (clean) {
      const theirs = editable(stored);
      base.current = { value: theirs, version: stored.version };
      lastSent.current = theirs;
      replace(theirs);
      return;
    }
    // Edits here: merged now when they touch other fields; a clash waits for the save's 412.
    const theirs = preferenceFields(editable(stored));
    const { conflicts } = mergeThreeWay(
      preferenceFields(base.current.value),
      preferenceFields(latest.current),
      theirs,
    );
    if (conflicts.length === 0) rebase(stored);
  }, [stored, busy, rebase, replace]);

  return {
    draft,
    latest,
    replace,
    saveZone,
    change,
    apply,
    autosave,
    conflict,
    resolve,
    /** The stored preferences as this screen last knew them (what Undo or Keep mine compare with). */
    base,
  };
}
