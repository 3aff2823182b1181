import { describe, expect, it, vi } from 'vitest';
import { memoryPlace } from './memory-place';

describe('memoryPlace', () => {
  it('pushes, replaces and moves back and forward as the browser’s history does', () => {
    const browser = memoryPlace('/book/jordan-lee/standard');
    const popped = vi.fn();
    browser.addEventListener('popstate', popped);
    browser.history.pushState(null, '', '?date=2026-11-24');
    expect(browser.location.pathname).toBe('/book/jordan-lee/standard');
    expect(browser.searchParams).toEqual({ date: '2026-11-24' });
    browser.history.replaceState(null, '', '/book/jordan-lee/intro?date=2026-11-24#top');
    expect(browser.entries).toEqual([
      '/book/jordan-lee/standard',
      '/book/jordan-lee/intro?date=2026-11-24#top',
    ]);
    expect(browser.location.hash).toBe('#top');
    expect(popped).not.toHaveBeenCalled();

    browser.go(-1);
    expect(browser.location.pathname).toBe('/book/jordan-lee/standard');
    expect(browser.location.search).toBe('');
    expect(popped).toHaveBeenCalledTimes(1);
    // A push drops the entries ahead; a move past either end does nothing.
    browser.history.pushState(null, '', '/book/success');
    expect(browser.entries).toEqual(['/book/jordan-lee/standard', '/book/success']);
    browser.go(1);
    expect(popped).toHaveBeenCalledTimes(1);
    browser.removeEventListener('popstate', popped);
    browser.go(-1);
    expect(browser.location.pathname).toBe('/book/jordan-lee/standard');
    expect(popped).toHaveBeenCalledTimes(1);
  });
});
