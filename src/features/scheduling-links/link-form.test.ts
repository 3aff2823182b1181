import { describe, expect, it } from 'vitest';
import { durationOptions, validateLinkForm } from './link-form';

const valid = {
  name: '1-1 meeting',
  slugSuffix: 'standard',
  defaultDuration: '30',
  customDescription: '',
};

describe('link form', () => {
  it.each([
    [{ slugSuffix: '' }, { slugSuffix: 'URL suffix is required' }],
    [
      { slugSuffix: 'Intro Call' },
      { slugSuffix: 'URL suffix can only contain lowercase letters, numbers, and hyphens' },
    ],
    [
      { slugSuffix: 'a/b' },
      { slugSuffix: 'URL suffix can only contain lowercase letters, numbers, and hyphens' },
    ],
    [{ name: '  ' }, { name: 'Name is required' }],
    [
      { defaultDuration: '4' },
      { defaultDuration: 'defaultDuration must be an integer from 5 to 480' },
    ],
    [
      { defaultDuration: '481' },
      { defaultDuration: 'defaultDuration must be an integer from 5 to 480' },
    ],
  ])('rejects %j', (change, errors) => {
    expect(validateLinkForm({ ...valid, ...change })).toEqual({ success: false, errors });
  });

  it('accepts the bounds and normalises the output', () => {
    expect(
      validateLinkForm({
        ...valid,
        name: ' Intro ',
        defaultDuration: '480',
        customDescription: '  ',
      }),
    ).toEqual({
      success: true,
      output: {
        name: 'Intro',
        slugSuffix: 'standard',
        defaultDuration: 480,
        customDescription: null,
      },
    });
    expect(validateLinkForm({ ...valid, defaultDuration: '5', customDescription: 'Hi' })).toEqual({
      success: true,
      output: {
        name: '1-1 meeting',
        slugSuffix: 'standard',
        defaultDuration: 5,
        customDescription: 'Hi',
      },
    });
  });

  it("offers the spec's durations, plus a link's own odd one", () => {
    expect(durationOptions().map((o) => o.label)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
    ]);
    expect(durationOptions(20).map((o) => o.value)).toEqual([
      '15',
      '20',
      '30',
      '45',
      '60',
      '90',
      '120',
    ]);
  });
});
