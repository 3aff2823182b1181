import { describe, expect, it } from 'vitest';
import { Contract } from './contract';
import { invalidPayloads, parseRaw, type Payload } from './fuzz';

const contract = Contract.load();

function invalidFor(operationId: string) {
  const op = contract.operation(operationId);
  return (p: Payload) => {
    if (p.raw === undefined) return contract.checkRequest(op, p.json) !== null;
    const parsed = parseRaw(p.raw);
    return !parsed.ok || contract.checkRequest(op, parsed.value) !== null;
  };
}

const booking = contract.requestExample(contract.operation('bookSlot'));
const preferences = contract.requestExample(contract.operation('updatePreferences'));

describe('invalidPayloads', () => {
  it('starts from valid examples', () => {
    expect(contract.checkRequest(contract.operation('bookSlot'), booking)).toBeNull();
    expect(contract.checkRequest(contract.operation('updatePreferences'), preferences)).toBeNull();
  });

  it('gives the same payloads for the same seed, and only ones the contract rejects', () => {
    const isInvalid = invalidFor('bookSlot');
    const one = invalidPayloads(booking, isInvalid, 7, 40);
    const two = invalidPayloads(booking, isInvalid, 7, 40);
    expect(one).toHaveLength(40);
    expect(two).toEqual(one);
    expect(one.every(isInvalid)).toBe(true);
    expect(new Set(one.map((p) => p.raw ?? JSON.stringify(p.json))).size).toBe(40);
  });

  it('covers wrong types, missing fields, huge strings, unicode, negatives, fractions and raw bodies', () => {
    const labels = invalidPayloads(preferences, invalidFor('updatePreferences'), 1, 120).map(
      (p) => p.label,
    );
    for (const kind of [
      '(wrong type)',
      'removed',
      '(huge string)',
      '(unicode)',
      '(negative)',
      '(non-integer)',
      'unknown key',
    ]) {
      expect(labels.some((l) => l.includes(kind))).toBe(true);
    }
    expect(labels.some((l) => /JSON|body|nested|NUL|BOM/.test(l))).toBe(true);
  });

  it('stops when nothing it draws is invalid', () => {
    expect(invalidPayloads({ a: 1 }, () => false, 3, 10)).toEqual([]);
  });
});
