/**
 * The host's reschedule holds its new time while the dialog is open: the time the host picks is
 * held with the visitors' hold call (`createSlotHold` on the booking's link, of the booking's
 * length), so no visitor takes it meanwhile; another pick releases it first, closing the dialog
 * (or moving the booking) releases it. The host's own move is never held off by any hold. A hold
 * that cannot be made (the time overlaps the booking itself, a limit) changes nothing: the move
 * does not need it. The dialog's free times are read with the hold's id, so the host's own held
 * time stays offered to them.
 */
import { useEffect, useRef } from 'react';
import { api, unwrap } from '../../api/client';
import { splitSlug } from '../../domain/links';

/**
 * The dialog's hold (one dialog is open at a time): its id, read by the free-times query, and the
 * hold call in flight, which that query waits for (the change feed announces a new hold before
 * its answer is in; a read sent in between would hide the host's own held time from them).
 */
export const rescheduleHold: { id?: string; asking?: Promise<void> } = {};

type Job = () => Promise<void>;

/** Holds `start` (of `duration` minutes) on the link of `slug` while it is given. */
export function useRescheduleHold(slug: string, duration: number, start: string | null): void {
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (start === null) return;
    const inTurn = (job: Job) => {
      const next = queue.current.then(job, job).catch(() => undefined);
      queue.current = next;
      rescheduleHold.asking = next;
      void next.then(() => {
        if (rescheduleHold.asking === next) rescheduleHold.asking = undefined;
      });
    };
    const { prefix, suffix } = splitSlug(slug);
    let id: string | undefined;
    inTurn(async () => {
      try {
        const made = await unwrap(
          api.POST('/api/scheduling-links/{user}/{type}/holds', {
            params: { path: { user: prefix, type: suffix } },
            body: { startTime: start, duration },
          }),
        );
        id = made.id;
        rescheduleHold.id = made.id;
      } catch {
        // Not held: the move goes on without it.
      }
    });
    return () =>
      inTurn(async () => {
        if (id === undefined) return;
        if (rescheduleHold.id === id) rescheduleHold.id = undefined;
        const holdId = id;
        id = undefined;
        await api.DELETE('/api/holds/{holdId}', { params: { path: { holdId } } }).catch(() => {});
      });
  }, [slug, duration, start]);
}
