import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../domain/search-params';

// The public pages, drawn without the router (public-pages.tsx), read and write addresses with
// the domain's own `parseSearch` / `stringifySearch`: a link one writes, the other must read.
describe('parseSearch and stringifySearch (the router’s address format)', () => {
  const values: Record<string, unknown>[] = [
    { month: '2026-11', date: '2026-11-24', slot: '2026-11-24T15:00:00.000Z', tz: 'Asia/Kolkata' },
    { title: '1-1 meeting with Ada & Bo', host: 'Zoë “Z” O’Brien', clock: '12h', id: 'bk_1' },
    // Text that reads as JSON is quoted, so that it comes back as the same text.
    { title: '2024', a: 'true', b: 'null', c: '-1', d: '[1]', e: '{"x":1}', f: '"q"', g: ' x' },
    { page: 2, open: true, closed: false, list: [1, 'a'], nested: { a: 1 }, none: null },
    { empty: '', spaces: 'a b+c', unicode: '東京', skip: undefined },
    {},
  ];

  it.each(values)('writes %j as the router does, and reads it back as the router does', (value) => {
    const text = stringifySearch(value);
    expect(text).toBe(defaultStringifySearch(value));
    expect(parseSearch(text)).toEqual(defaultParseSearch(text));
  });

  it.each([
    '?a=1&a=2&b=x',
    '?n=1e3&m=0x10&k=Infinity&z=-0&w=007',
    '?q=%22text%22&r=[1,2&s=nu&t=fa',
    '?__proto__=x&constructor=1&toString=a',
    'a=b',
    '?',
    '',
  ])('reads %s as the router does', (search) => {
    expect(parseSearch(search)).toEqual(defaultParseSearch(search));
  });
});
