import { describe, expect, it } from 'vitest';
import { parseChangeMessage } from './change-feed';

describe('parseChangeMessage', () => {
  it('reads the resources of a change message, ignoring unknown names', () => {
    expect(
      parseChangeMessage({ type: 'changed', resources: ['meetings', 'goals', 'nope', 3] }),
    ).toEqual(['meetings', 'goals']);
  });

  it.each([null, 'changed', { type: 'other', resources: [] }, { type: 'changed' }])(
    'is null for %j',
    (data) => {
      expect(parseChangeMessage(data)).toBeNull();
    },
  );
});
