import { describe, expect, it } from 'vitest';
import { compareRelease, machineStates, mismatchLine, parseMajor } from './chromium-release.mjs';

describe('the Chromium release check', () => {
  it('reads the major from what Debian’s browser prints', () => {
    expect(parseMajor('Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      156,
    );
    expect(parseMajor('Chromium 150.0.7000.1\n')).toBe(150);
    expect(parseMajor('')).toBeUndefined();
    expect(parseMajor(undefined)).toBeUndefined();
  });

  it('tells older, equal, newer and missing apart', () => {
    expect(compareRelease(150, 156)).toBe('older');
    expect(compareRelease(156, 156)).toBe('equal');
    expect(compareRelease(157, 156)).toBe('newer');
    expect(compareRelease(undefined, 156)).toBe('missing');
  });

  it('names both releases and the fix in one line', () => {
    const older = mismatchLine('/usr/bin/chromium', 150, 156, 'older');
    expect(older).toBe(
      '/usr/bin/chromium: Chromium 150, but the story references were made with Chromium 156: run: apt-get update && apt-get install -y chromium chromium-headless-shell',
    );
    expect(older).not.toContain('\n');
    expect(mismatchLine('/usr/bin/chromium', undefined, 156, 'missing')).toContain(
      'no Chromium, but the story references were made with Chromium 156',
    );
    expect(mismatchLine('/usr/bin/chromium', 157, 156, 'newer')).toContain(
      'npm run test:stories:update',
    );
  });

  it('judges the headless shell only where it is installed', () => {
    const versions: Record<string, number | undefined> = {
      '/usr/bin/chromium': 156,
      '/usr/bin/chromium-headless-shell': undefined,
    };
    expect(machineStates(156, (b: string) => versions[b])).toEqual([
      { browser: '/usr/bin/chromium', installed: 156, state: 'equal' },
    ]);
    versions['/usr/bin/chromium-headless-shell'] = 150;
    expect(machineStates(156, (b: string) => versions[b]).map((s) => s.state)).toEqual([
      'equal',
      'older',
    ]);
    versions['/usr/bin/chromium'] = undefined;
    expect(machineStates(156, (b: string) => versions[b])[0]?.state).toBe('missing');
  });
});
