import { describe, expect, it } from 'vitest';
import {
  durationChoices,
  formFieldOf,
  guestsLabel,
  locationValues,
  questionId,
  readDurations,
  readLocation,
  readQuestions,
} from './meeting-type-form';

describe('meeting-type form', () => {
  it('reads the place, asking for what each kind needs', () => {
    const none = locationValues(null);
    expect(readLocation(none)).toEqual({ ok: true, location: null });
    expect(readLocation({ ...none, kind: 'video' })).toEqual({
      ok: true,
      location: { kind: 'video' },
    });
    expect(readLocation({ ...none, kind: 'phone' })).toEqual({
      ok: true,
      location: { kind: 'phone', caller: 'host', number: null },
    });
    expect(readLocation({ ...none, kind: 'phone', caller: 'visitor', number: '12' })).toMatchObject(
      { ok: false, field: 'locationNumber' },
    );
    expect(readLocation({ ...none, kind: 'in_person', address: '  ' })).toEqual({
      ok: false,
      field: 'locationAddress',
      message: 'Address is required',
    });
    expect(readLocation({ ...none, kind: 'custom', text: ' Lobby ' })).toEqual({
      ok: true,
      location: { kind: 'custom', text: 'Lobby' },
    });
    expect(
      locationValues({ kind: 'phone', caller: 'visitor', number: '+1 555 0100' }),
    ).toMatchObject({ kind: 'phone', caller: 'visitor', number: '+1 555 0100' });
  });

  it('gives new questions ids from their labels, keeping saved ids', () => {
    expect(questionId('What would you like to discuss?', new Set())).toBe(
      'what-would-you-like-to-discuss',
    );
    expect(questionId('Topic', new Set(['topic', 'topic-2']))).toBe('topic-3');
    expect(questionId('???', new Set())).toBe('question');
    const base = { kind: 'short_text' as const, required: false, options: '' };
    expect(
      readQuestions([
        { ...base, key: 'a', id: 'topic', label: 'Topic' },
        { ...base, key: 'b', id: null, label: 'Topic' },
        { ...base, key: 'c', id: null, label: 'Size', kind: 'single_choice', options: 'S\n\nM' },
      ]),
    ).toEqual({
      ok: true,
      questions: [
        { id: 'topic', label: 'Topic', kind: 'short_text', required: false },
        { id: 'topic-2', label: 'Topic', kind: 'short_text', required: false },
        { id: 'size', label: 'Size', kind: 'single_choice', required: false, options: ['S', 'M'] },
      ],
    });
    expect(
      readQuestions([
        { ...base, key: 'a', id: null, label: '', kind: 'single_choice', options: 'A\nA' },
      ]),
    ).toEqual({
      ok: false,
      errors: {
        'question.0.label': 'Enter the question',
        'question.0.options': 'Each choice must be different',
      },
    });
  });

  it('keeps the default among the lengths, at most 6', () => {
    expect(durationChoices(20, [20, 40])).toEqual([15, 20, 30, 40, 45, 60, 90, 120]);
    expect(readDurations(45, [60, 30, 45])).toEqual({ ok: true, durations: [30, 45, 60] });
    expect(readDurations(20, [15, 30, 45, 60, 90, 120])).toMatchObject({
      ok: false,
      field: 'durations',
    });
  });

  it('names the guests a link allows', () => {
    expect([guestsLabel(0), guestsLabel(1), guestsLabel(2)]).toEqual([
      'No guests',
      'Up to 1 guest',
      'Up to 2 guests',
    ]);
  });

  it('finds the form field a 400 names', () => {
    expect(formFieldOf('slug')).toBe('slugSuffix');
    expect(formFieldOf('location.address')).toBe('locationAddress');
    expect(formFieldOf('questions[2].options')).toBe('question.2.options');
    expect(formFieldOf('questions[0].label')).toBe('question.0.label');
    expect(formFieldOf('durations[1]')).toBe('durations');
    expect(formFieldOf('answers.topic')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
