import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  checkDocs,
  citationsIn,
  limitProblem,
  lineCount,
  pointersIn,
  slug,
} from './check-docs.mjs';

describe('the docs check', () => {
  it('makes GitHub’s anchors: lower case, punctuation dropped, each space a hyphen', () => {
    expect(slug('A held time')).toBe('a-held-time');
    expect(slug('The booking page’s load on a slow phone')).toBe(
      'the-booking-pages-load-on-a-slow-phone',
    );
    expect(slug('`/embed.js` and the host (v2)')).toBe('embedjs-and-the-host-v2');
    expect(slug('Links: [the guide](guide.md) & more')).toBe('links-the-guide--more');
    expect(slug('snake_case stays')).toBe('snake_case-stays');
    expect(slug('Zeitzonen für Besucher')).toBe('zeitzonen-für-besucher');
  });

  it('reads a doc’s anchors: headings outside code, repeats numbered, explicit ids', () => {
    const anchors = anchorsOf(
      [
        '# Decisions',
        '## Booking',
        '```',
        '## Not a heading',
        '```',
        '## Booking',
        '<a id="kept-name"></a>',
        '### Closed heading ##',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(
      ['booking', 'booking-1', 'closed-heading', 'decisions', 'kept-name'].sort(),
    );
    expect(anchors.has('not-a-heading')).toBe(false);
  });

  it('finds citations with their lines, but not web addresses', () => {
    const text = [
      'see docs/decisions.md#a-held-time for why',
      'and README.md#scenarios, [why](decisions.md#booking)',
      'https://github.com/x/y/blob/main/README.md#install is elsewhere',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { line: 1, path: 'docs/decisions.md', anchor: 'a-held-time' },
      { line: 2, path: 'README.md', anchor: 'scenarios' },
      { line: 2, path: 'decisions.md', anchor: 'booking' },
    ]);
  });

  it('finds "issue N" pointers and lets ordinary words about issues pass', () => {
    const text = [
      'A held time (issue 43).',
      'as issues 40 and 41 did',
      'see Issue #7',
      'an issue with the zone',
      'the /access-issue page',
      'issues/123 of another project',
      'tissue 5',
    ].join('\n');
    expect(pointersIn(text).map((hit) => hit.line)).toEqual([1, 2, 3]);
  });

  it('holds each doc to its limit, counting lines as an editor does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(limitProblem('README.md', 250)).toBeNull();
    expect(limitProblem('README.md', 251)).toBe('README.md: 251 lines, over its limit of 250');
    expect(limitProblem('docs/architecture.md', 151)).toMatch(/over its limit of 150/);
    expect(limitProblem('docs/decisions.md', 601)).toMatch(/over its limit of 600/);
    expect(limitProblem('docs/other.md', 5000)).toBeNull();
  });

  it('fails with file and line on a bad anchor, a missing file, a pointer and a long doc', () => {
    const files: Record<string, string> = {
      'README.md': '# Slotwise\n## Scenarios\n',
      'docs/architecture.md': '# Architecture\n[why](decisions.md#nope)\n',
      'docs/decisions.md': `# Decisions\n## A held time\n${'x\n'.repeat(600)}`,
      'src/a.ts': '// docs/decisions.md#a-held-time\n// README.md#scenarios\n// issue 43\n',
      'src/b.ts': '// docs/gone.md#x\n',
    };
    const read = (path: string) => files[path] ?? null;
    const problems = checkDocs(Object.keys(files), read);
    expect(problems).toEqual([
      'docs/decisions.md: 602 lines, over its limit of 600',
      'docs/architecture.md:2: decisions.md#nope: docs/decisions.md has no heading "nope"',
      'src/a.ts:3: an "issue N" pointer; cite a doc heading instead: // issue 43',
      'src/b.ts:1: docs/gone.md#x cites a file that does not exist',
    ]);
  });
});
