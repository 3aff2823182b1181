import { beforeEach, describe, expect, it } from 'vitest';
import { setNow } from '../clock';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Preferences {
  timePreference: string;
  timezone: string;
  dayAvailability: Record<string, unknown>;
  bufferTime: number;
  noBufferNeeded: boolean;
  timeOff: { id: string; startDate: string; endDate: string; note: string | null }[];
  version: number;
}

beforeEach(async () => {
  // Wednesday 4 November 2026, 10:00 AM in New York (Jordan's zone).
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

async function putTimeOff(timeOff: Preferences['timeOff']) {
  const held = json<Preferences>(await api('GET', '/api/user/preferences'));
  const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = held;
  return api('PUT', '/api/user/preferences', {
    timePreference,
    timezone,
    dayAvailability,
    bufferTime,
    noBufferNeeded,
    timeOff,
  });
}

describe('preferences: new time off may not end in the past', () => {
  it('refuses a new range that ended yesterday (host’s zone), naming its field; nothing changes', async () => {
    const before = json<Preferences>(await api('GET', '/api/user/preferences'));
    const call = await putTimeOff([
      { id: 'away', startDate: '2026-11-02', endDate: '2026-11-03', note: null },
    ]);
    expect(call.status).toBe(400);
    expect(errorOf(call)).toBe('Time off cannot end in the past: choose today or a later day');
    expect(call.body).toMatchObject({ code: 'invalid_request', field: 'timeOff[0].endDate' });
    expect(json<Preferences>(await api('GET', '/api/user/preferences'))).toEqual(before);
  });

  it('takes a range ending today, and keeps it once it has passed', async () => {
    const today = [{ id: 'away', startDate: '2026-11-02', endDate: '2026-11-04', note: null }];
    expect((await putTimeOff(today)).status).toBe(200);
    // Two days on: the stored range is in the past, yet the host can still save.
    setNow(new Date(Date.parse(NOW) + 2 * 86_400_000));
    const again = await putTimeOff([
      ...today,
      { id: 'trip', startDate: '2026-11-20', endDate: '2026-11-21', note: 'Trip' },
    ]);
    expect(again.status).toBe(200);
    expect(json<Preferences>(again).timeOff.map((r) => r.id)).toEqual(['away', 'trip']);
  });
});
