import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * Storybook reads a story file's title from its source, without running it (csf-tools). A title
 * it cannot read statically (a spread, a call) is replaced by the file's path, so the screen
 * lands under `features/…/components/…` in the sidebar. Every screen belongs under `Screens/`.
 */
const sources = import.meta.glob<string>(['../**/*.stories.tsx', '../**/*.stories.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const UNREAD = '(no title Storybook can read)';

describe('story titles, as Storybook indexes them', () => {
  const files = Object.entries(sources);

  it('finds the story files', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(files)('%s sits under Screens/', (fileName, source) => {
    const csf = loadCsf(source, { fileName, makeTitle: (title) => title ?? UNREAD }).parse();
    expect(csf.meta?.title).toMatch(/^Screens\/\S/);
  });
});
