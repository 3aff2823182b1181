import { describe, expect, it } from 'vitest';
import {
  answerIssues,
  answersToSend,
  guestIssues,
  guestsToSend,
  phoneIssue,
  placeText,
  safeVideoUrl,
  serverFieldIssue,
} from './booking-details';
import type { LinkQuestion } from './meeting-types';

const QUESTIONS: LinkQuestion[] = [
  { id: 'topic', label: 'Topic', kind: 'short_text', required: true },
  { id: 'notes', label: 'Notes', kind: 'long_text', required: false },
  { id: 'size', label: 'Team size', kind: 'single_choice', required: true, options: ['1', '2+'] },
  { id: 'agree', label: 'I agree', kind: 'checkbox', required: true },
  { id: 'mobile', label: 'Mobile', kind: 'phone', required: false },
];

describe('answerIssues', () => {
  it('names every failing question, each by kind', () => {
    expect(answerIssues(QUESTIONS, { mobile: 'call me' })).toEqual({
      'answers.topic': { kind: 'required' },
      'answers.size': { kind: 'required' },
      'answers.agree': { kind: 'tick' },
      'answers.mobile': { kind: 'phone' },
    });
  });

  it('passes good answers, and words a long or a foreign one', () => {
    const good = { topic: 'Hiring', size: '2+', agree: true, mobile: '+1 555 010 0199' };
    expect(answerIssues(QUESTIONS, good)).toEqual({});
    expect(answerIssues(QUESTIONS, { ...good, topic: 'x'.repeat(201), size: '3' })).toEqual({
      'answers.topic': { kind: 'tooLong', max: 200 },
      'answers.size': { kind: 'choice' },
    });
  });

  it('sends trimmed answers, blanks left out, a checkbox always', () => {
    expect(answersToSend(QUESTIONS, { topic: ' Hiring ', notes: '  ', size: '1' })).toEqual({
      topic: 'Hiring',
      size: '1',
      agree: false,
    });
  });
});

describe('guests', () => {
  it('leaves blank rows out and remembers the rows sent', () => {
    expect(guestsToSend(['', ' a@example.org ', 'b@example.org'])).toEqual({
      guests: ['a@example.org', 'b@example.org'],
      rows: [1, 2],
    });
  });

  it('names a bad address and a repeat by their rows', () => {
    expect(
      guestIssues(
        3,
        ['not-an-address', 'ANA@example.org', 'b@example.org', 'b@example.org'],
        'ana@example.org',
      ),
    ).toEqual({
      'guests[0]': { kind: 'email' },
      'guests[1]': { kind: 'repeat', email: 'ANA@example.org' },
      'guests[3]': { kind: 'repeat', email: 'b@example.org' },
    });
  });
});

describe('phoneIssue', () => {
  const hostCalls = { kind: 'phone', caller: 'host', number: null } as const;
  it('asks for a number only when the host calls', () => {
    expect(phoneIssue(null, '')).toBeNull();
    expect(phoneIssue({ kind: 'phone', caller: 'visitor', number: '+1 555 0100' }, '')).toBeNull();
    expect(phoneIssue(hostCalls, '')).toEqual({ kind: 'phoneRequired' });
    expect(phoneIssue(hostCalls, '12')).toEqual({ kind: 'phone' });
    expect(phoneIssue(hostCalls, '+1 555 010 0199')).toBeNull();
  });
});

describe('serverFieldIssue', () => {
  it("maps a guest's index sent back to its row, and keeps the server's words it cannot tell", () => {
    expect(serverFieldIssue('guests[1]', 'Refused', {}, [0, 2])).toEqual({
      field: 'guests[2]',
      issue: { kind: 'server', message: 'Refused' },
    });
    expect(
      serverFieldIssue(
        'answers.topic',
        'Topic is required',
        { 'answers.topic': { kind: 'required' } },
        [],
      ),
    ).toEqual({ field: 'answers.topic', issue: { kind: 'required' } });
  });
});

describe('the place in a calendar', () => {
  it('is the address, number, text or video link', () => {
    expect(placeText({ kind: 'in_person', address: '1 Main Street' })).toBe('1 Main Street');
    expect(placeText({ kind: 'video', url: 'https://meet.example/x' })).toBe(
      'https://meet.example/x',
    );
    expect(placeText({ kind: 'phone', caller: 'host', number: '+1 555' })).toBe('+1 555');
    expect(placeText({ kind: 'custom', text: 'Zoom' })).toBe('Zoom');
  });

  it('links only a web address', () => {
    expect(safeVideoUrl('https://meet.example/x')).toBe('https://meet.example/x');
    expect(safeVideoUrl('javascript:alert(1)')).toBeNull();
    expect(safeVideoUrl('meet')).toBeNull();
  });
});
