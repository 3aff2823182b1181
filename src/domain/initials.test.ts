import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Jordan Lee', 'JL'],
    ['Cher', 'C'],
    ['  mary  ann  smith ', 'MS'],
    ['élodie durand', 'ÉD'],
    ['', '?'],
    [null, '?'],
    [undefined, '?'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
