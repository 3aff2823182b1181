/**
 * What a visitor did in the zone box's stand-in while the picker loaded (calendar-step.tsx): the
 * picker takes it over when it mounts, so a click and the typing after it are never lost.
 */
export interface ZoneHandoff {
  /** The stand-in has the focus. */
  focused: boolean;
  /** What the visitor typed there; null: nothing yet. */
  text: string | null;
}

export const NO_HANDOFF: ZoneHandoff = Object.freeze({ focused: false, text: null });
