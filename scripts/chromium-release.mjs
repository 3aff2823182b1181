// The Chromium release the story screenshots were taken with, and the check that the machine has
// it. The references are pixels of one browser: another release draws fonts, and zones whose rules
// changed, differently, so a different release fails at once with the fix rather than as a
// picture. The major is kept in scripts/chromium-major.txt; `npm run test:stories:update` writes
// it when the references are taken again. Used by `.ci/run` (which upgrades an older browser)
// and `npm run test:stories` (which refuses to compare against another release).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const majorFile = () => fileURLToPath(new URL('./chromium-major.txt', import.meta.url));
export const BROWSERS = [
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  '/usr/bin/chromium-headless-shell',
];
export const FIX = 'apt-get update && apt-get install -y chromium chromium-headless-shell';

/** 'Chromium 156.0.8078.129 built on Debian…' → 156; anything else → undefined. */
export function parseMajor(versionText) {
  const match = /Chromium\s+(\d+)\./.exec(versionText ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * How the installed release stands against the wanted one: 'missing' (no browser or no readable
 * version), 'older', 'equal' or 'newer'.
 */
export function compareRelease(installed, wanted) {
  if (installed === undefined) return 'missing';
  if (installed < wanted) return 'older';
  return installed === wanted ? 'equal' : 'newer';
}

/** The one line a mismatch prints: both releases and what fixes it. */
export function mismatchLine(browser, installed, wanted, state) {
  const have = installed === undefined ? 'no Chromium' : `Chromium ${installed}`;
  const fix =
    state === 'newer'
      ? `install Chromium ${wanted} (${FIX}), or take the references again with this one (npm run test:stories:update) and review them`
      : `run: ${FIX}`;
  return `${browser}: ${have}, but the story references were made with Chromium ${wanted}: ${fix}`;
}

export const wantedMajor = () => Number(readFileSync(majorFile(), 'utf8').trim());

function installedMajor(browser) {
  try {
    return parseMajor(
      execFileSync(browser, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch {
    return undefined;
  }
}

/**
 * Each browser's state; the headless shell counts only where it is installed, unless
 * `shellNeeded` (.ci/run installs it when it is missing).
 */
export function machineStates(wanted = wantedMajor(), read = installedMajor, shellNeeded = false) {
  return BROWSERS.map((browser) => {
    const installed = read(browser);
    return { browser, installed, state: compareRelease(installed, wanted) };
  }).filter((s, i) => i === 0 || shellNeeded || s.state !== 'missing');
}

// node scripts/chromium-release.mjs [--state | --record]
//   (none)    exit 1 with one line per browser whose release differs from the references'
//   --state   print the worst state (missing, older, newer, equal) for .ci/run to act on; a
//             missing headless shell counts here
//   --record  write the installed major as the references' (after taking them again)
if (import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = wantedMajor();
  const states = machineStates(wanted, undefined, process.argv.includes('--state'));
  if (process.argv.includes('--record')) {
    const major = states[0].installed;
    if (major === undefined) {
      console.error(mismatchLine(BROWSERS[0], undefined, wanted, 'missing'));
      process.exit(1);
    }
    writeFileSync(majorFile(), `${major}\n`);
    if (major !== wanted) console.log(`The story references are now Chromium ${major}'s.`);
  } else if (process.argv.includes('--state')) {
    const order = ['missing', 'older', 'newer', 'equal'];
    console.log(order.find((state) => states.some((s) => s.state === state)));
  } else {
    const wrong = states.filter((s) => s.state !== 'equal');
    for (const s of wrong) console.error(mismatchLine(s.browser, s.installed, wanted, s.state));
    if (wrong.length > 0) process.exit(1);
  }
}
