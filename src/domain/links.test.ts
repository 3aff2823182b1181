import { describe, expect, it } from 'vitest';
import {
  bookingPath,
  DEFAULT_LINK_DESCRIPTIONS,
  DEFAULT_LINK_NAME,
  defaultDescription,
  defaultLinks,
  defaultSlug,
  durationLabel,
  slugPrefix,
  SLUG_SUFFIX_PATTERN,
  splitSlug,
} from './links';

describe('slugPrefix', () => {
  it.each([
    ['Jordan Lee', 'jordan-lee'],
    ['Cher', 'cher'],
    ['  Mary Ann   Smith ', 'mary-smith'],
    ['PRIYA SHAH', 'priya-shah'],
    ['José Núñez', 'jose-nunez'],
    ["Sinéad O'Brien", 'sinead-obrien'],
    ['', 'host'],
    [null, 'host'],
    ['!!!', 'host'],
  ])('%j -> %s', (name, prefix) => {
    expect(slugPrefix(name)).toBe(prefix);
  });
});

describe('defaults', () => {
  it('builds the default slugs, name and descriptions of a new host’s links', () => {
    expect(defaultSlug('jordan-lee', 'high_priority')).toBe('jordan-lee/high-priority');
    expect(defaultSlug('jordan-lee', 'standard')).toBe('jordan-lee/standard');
    expect(DEFAULT_LINK_NAME).toBe('1-1 meeting');
    expect(defaultDescription('high_priority')).toBe(
      'This link is reserved for high-priority meetings. Please choose a time that works best for you.',
    );
    expect(defaultDescription('standard')).toBe('Choose a slot that fits your schedule.');
    expect(DEFAULT_LINK_DESCRIPTIONS.standard).toBe('Choose a slot that fits your schedule.');
  });

  it('drafts both links for a host', () => {
    const [high, standard] = defaultLinks({ id: 'u1', name: 'Jordan Lee' });
    expect(high).toEqual({
      name: '1-1 meeting',
      customDescription: '',
      defaultDuration: 30,
      slug: 'jordan-lee/high-priority',
      userId: 'u1',
      type: 'high_priority',
    });
    expect(standard?.slug).toBe('jordan-lee/standard');
    expect(standard?.type).toBe('standard');
  });
});

describe('slug helpers', () => {
  it('splits and paths', () => {
    expect(splitSlug('jordan-lee/standard')).toEqual({ prefix: 'jordan-lee', suffix: 'standard' });
    expect(splitSlug('solo')).toEqual({ prefix: '', suffix: 'solo' });
    expect(bookingPath('jordan-lee/standard')).toBe('/book/jordan-lee/standard');
  });

  it('accepts only lowercase letters, digits and hyphens as a suffix', () => {
    expect(SLUG_SUFFIX_PATTERN.test('coffee-chat-2')).toBe(true);
    expect(SLUG_SUFFIX_PATTERN.test('Coffee')).toBe(false);
    expect(SLUG_SUFFIX_PATTERN.test('a b')).toBe(false);
    expect(SLUG_SUFFIX_PATTERN.test('a/b')).toBe(false);
    expect(SLUG_SUFFIX_PATTERN.test('')).toBe(false);
  });
});

describe('durationLabel', () => {
  it.each([
    [15, '15 minutes'],
    [30, '30 minutes'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [90, '1.5 hours'],
    [120, '2 hours'],
    [1, '1 minute'],
    [75, '75 minutes'],
  ])('%i -> %s', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});
