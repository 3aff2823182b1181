// The production build's mock-code guard, shared by scripts/check-budgets.mjs (CI, on the real
// build) and scripts/mock-free-build.test.ts (which proves the guard and the build's branch on
// VITE_MOCKS keep the mock backend, its QA panel and its fault switch out).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Strings that only the mock backend contains (each survives minification). */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  '@msw/data',
  'setupWorker',
  '/__mock/',
  'openapi-msw',
  'QA panel',
  // The fault switch (mocks/faults/): its injected answers and its request log.
  'Injected fault',
  'Slotwise mock backend',
  // The mock server's rule-breaks (mocks/rule-breaks.ts), for the kit's mutation pass.
  'MOCK_RULE_BREAK',
];

/** The first marker found in a text, or undefined. */
export function mockMarkerIn(text) {
  return MOCK_MARKERS.find((marker) => text.includes(marker));
}

/** Files of a built `dist` that carry mock code: `file (contains "marker")`. */
export function mockCodeIn(dist) {
  const offenders = [];
  if (existsSync(join(dist, 'mockServiceWorker.js'))) offenders.push('mockServiceWorker.js');
  const assets = join(dist, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const hit = mockMarkerIn(readFileSync(join(assets, file), 'utf8'));
    if (hit) offenders.push(`${file} (contains "${hit}")`);
  }
  return offenders;
}
