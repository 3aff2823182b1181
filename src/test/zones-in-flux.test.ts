import { describe, expect, it } from 'vitest';
import { FLUX_INSTANT, offsetHere, ZONES_IN_FLUX } from './zones-in-flux';

// Node's own database (process.versions.tz): the zones in flux draw the offsets pinned for it.
// A Node with another database fails here until its offsets are recorded beside the others.
describe('zones whose rules differ between the databases we run on', () => {
  const database = process.versions.tz ?? 'unknown';

  it.each(ZONES_IN_FLUX)('$zone is pinned for this runtime’s database', ({ zone, offsets }) => {
    expect(offsets, `record ${zone}'s offset in tzdata ${database}`).toHaveProperty(database);
    expect(offsetHere(zone, FLUX_INSTANT)).toBe(offsets[database]);
  });

  it('differs between the databases it lists (else it is not in flux)', () => {
    for (const { zone, offsets } of ZONES_IN_FLUX) {
      expect(new Set(Object.values(offsets)).size, zone).toBeGreaterThan(1);
    }
  });
});
