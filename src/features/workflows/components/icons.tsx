import type { ReactNode } from 'react';
import { StrokeIcon } from '../../../components/icons';
import type { WorkflowEventKind } from '../flow-layout';

const EVENT_ICON_PATHS: Readonly<Record<WorkflowEventKind, ReactNode>> = {
  // A plus in a circle.
  created: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  // Two arrows in a cycle.
  state: (
    <>
      <path d="M4 12a8 8 0 0 1 14-5.3L20 9" />
      <path d="M20 4v5h-5" />
      <path d="M20 12a8 8 0 0 1-14 5.3L4 15" />
      <path d="M4 20v-5h5" />
    </>
  ),
  // An envelope.
  received: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  // A check in a circle.
  completed: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  // A square in a circle.
  stopped: (
    <>
      <circle cx="12" cy="12" r="9" />
      <rect x="9" y="9" width="6" height="6" />
    </>
  ),
  // A warning triangle.
  error: (
    <>
      <path d="M12 3 2 20h20L12 3z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  // A dot in a circle.
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
};

/** The icon of a workflow event's kind, in the flow diagram and the event history. */
export function EventKindIcon({ kind, size = 16 }: { kind: WorkflowEventKind; size?: number }) {
  return <StrokeIcon size={size}>{EVENT_ICON_PATHS[kind]}</StrokeIcon>;
}
