import { describe, expect, it } from 'vitest';
import {
  MAX_PREVIOUS_SLUGS,
  nextPreviousSlugs,
  TOO_MANY_PREVIOUS_SLUGS_MESSAGE,
} from './previous-slugs';

const base = { stored: ['j/a', 'j/b'], currentSlug: 'j/c' };

describe('nextPreviousSlugs', () => {
  it('keeps the list when neither a rename nor a list is given, or the slug stays', () => {
    expect(nextPreviousSlugs(base)).toEqual({ ok: true, previousSlugs: ['j/a', 'j/b'] });
    expect(nextPreviousSlugs({ ...base, nextSlug: 'j/c' })).toEqual({
      ok: true,
      previousSlugs: ['j/a', 'j/b'],
    });
  });

  it('adds the current slug on a rename, last; renaming to a kept one takes it off', () => {
    expect(nextPreviousSlugs({ ...base, nextSlug: 'j/d' })).toEqual({
      ok: true,
      previousSlugs: ['j/a', 'j/b', 'j/c'],
    });
    expect(nextPreviousSlugs({ ...base, nextSlug: 'j/a' })).toEqual({
      ok: true,
      previousSlugs: ['j/b', 'j/c'],
    });
  });

  it('drops the entries left out of `keep`, in stored order, before the rename', () => {
    expect(nextPreviousSlugs({ ...base, keep: ['j/b'] })).toEqual({
      ok: true,
      previousSlugs: ['j/b'],
    });
    expect(nextPreviousSlugs({ ...base, keep: ['j/b', 'j/a'] })).toEqual({
      ok: true,
      previousSlugs: ['j/a', 'j/b'],
    });
    expect(nextPreviousSlugs({ ...base, keep: [], nextSlug: 'j/d' })).toEqual({
      ok: true,
      previousSlugs: ['j/c'],
    });
  });

  it('refuses a `keep` that adds or repeats a slug', () => {
    expect(nextPreviousSlugs({ ...base, keep: ['j/a', 'j/x'] })).toEqual({
      ok: false,
      message:
        'previousSlugs can only remove addresses: j/x is not a previous address of this link',
    });
    expect(nextPreviousSlugs({ ...base, keep: ['j/c'] }).ok).toBe(false);
    expect(nextPreviousSlugs({ ...base, keep: ['j/a', 'j/a'] })).toEqual({
      ok: false,
      message: 'previousSlugs names j/a twice',
    });
  });

  it('refuses a rename beyond the most previous slugs a link keeps', () => {
    const full = Array.from({ length: MAX_PREVIOUS_SLUGS }, (_, i) => `j/s${i}`);
    expect(nextPreviousSlugs({ stored: full, currentSlug: 'j/c', nextSlug: 'j/d' })).toEqual({
      ok: false,
      message: TOO_MANY_PREVIOUS_SLUGS_MESSAGE,
    });
    // Renaming back to one of them keeps the count.
    expect(nextPreviousSlugs({ stored: full, currentSlug: 'j/c', nextSlug: 'j/s0' }).ok).toBe(true);
  });
});
