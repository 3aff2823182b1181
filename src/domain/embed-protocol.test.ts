import { describe, expect, it } from 'vitest';
import { envelope, parseEmbedOrigin, readFrameMessage, readHostMessage } from './embed-protocol';

const APP = 'https://app.slotwise.example';
const frameWindow = { name: 'the booking frame' };
const otherWindow = { name: 'another frame' };
const expected = { origin: APP, source: frameWindow };
const booking = envelope({
  type: 'booking-successful',
  data: {
    id: 'bkg_1',
    title: 'Standard Meeting',
    startTime: '2026-11-24T15:00:00.000Z',
    endTime: '2026-11-24T15:30:00.000Z',
  },
});

describe('readFrameMessage (what the loader accepts from the booking frame)', () => {
  it('accepts a well-formed message from the frame at the app origin', () => {
    expect(readFrameMessage({ origin: APP, source: frameWindow, data: booking }, expected)).toEqual(
      { type: 'booking-successful', data: booking.data },
    );
  });

  it('ignores another origin, even with the right window', () => {
    for (const origin of ['https://evil.example', 'http://app.slotwise.example', 'null', '']) {
      expect(readFrameMessage({ origin, source: frameWindow, data: booking }, expected)).toBeNull();
    }
  });

  it('ignores another window, even at the right origin', () => {
    expect(
      readFrameMessage({ origin: APP, source: otherWindow, data: booking }, expected),
    ).toBeNull();
    expect(readFrameMessage({ origin: APP, source: null, data: booking }, expected)).toBeNull();
    expect(
      readFrameMessage({ origin: APP, source: null, data: booking }, { origin: APP, source: null }),
    ).toBeNull();
  });

  it('ignores other protocols, versions and malformed payloads', () => {
    const bad = [
      { ...booking, protocol: 'calcom' },
      { ...booking, version: 2 },
      { ...booking, version: '1' },
      { ...booking, type: 'navigate' },
      { ...booking, data: null },
      { ...booking, data: { ...booking.data, id: '' } },
      { ...booking, data: { ...booking.data, startTime: 'tomorrow' } },
      { ...booking, data: { ...booking.data, title: 'x'.repeat(201) } },
      envelope({ type: 'height', data: { height: Number.NaN } }),
      envelope({ type: 'height', data: { height: -5 } }),
      { ...envelope({ type: 'height', data: { height: 1 } }), data: { height: '300' } },
      envelope({ type: 'error', data: { code: '<img src=x>' } }),
      'slotwise:booking-successful',
      null,
      [booking],
    ];
    for (const data of bad) {
      expect(readFrameMessage({ origin: APP, source: frameWindow, data }, expected)).toBeNull();
    }
  });

  it('keeps only the documented fields (no visitor name or e-mail passes through)', () => {
    const data = { ...booking, data: { ...booking.data, attendeeEmail: 'a@b.example' } };
    expect(readFrameMessage({ origin: APP, source: frameWindow, data }, expected)?.data).toEqual(
      booking.data,
    );
  });

  it('rounds a height up to whole pixels', () => {
    const data = envelope({ type: 'height', data: { height: 640.2 } });
    expect(readFrameMessage({ origin: APP, source: frameWindow, data }, expected)).toEqual({
      type: 'height',
      data: { height: 641 },
    });
  });
});

describe('readHostMessage (what the booking frame accepts from the host page)', () => {
  const HOST = 'https://host.example';
  const parentWindow = { name: 'parent' };
  const host = { origin: HOST, source: parentWindow };

  it('accepts a prefill from the parent at the host origin', () => {
    const data = envelope({ type: 'init', data: { name: 'Ada', email: 'ada@example.org' } });
    expect(readHostMessage({ origin: HOST, source: parentWindow, data }, host)).toEqual({
      type: 'init',
      data: { name: 'Ada', email: 'ada@example.org' },
    });
  });

  it('ignores a prefill from a third origin or a sibling frame', () => {
    const data = envelope({ type: 'init', data: { name: 'Forged' } });
    expect(
      readHostMessage({ origin: 'https://third.example', source: parentWindow, data }, host),
    ).toBeNull();
    expect(readHostMessage({ origin: HOST, source: otherWindow, data }, host)).toBeNull();
  });

  it('ignores unknown types and bad values', () => {
    const focus = envelope({ type: 'focus', data: { edge: 'first' } });
    expect(readHostMessage({ origin: HOST, source: parentWindow, data: focus }, host)).toEqual({
      type: 'focus',
      data: { edge: 'first' },
    });
    const middle = { ...focus, data: { edge: 'middle' } };
    expect(readHostMessage({ origin: HOST, source: parentWindow, data: middle }, host)).toBeNull();
    const unknown = { ...focus, type: 'navigate', data: { to: '/preferences' } };
    expect(readHostMessage({ origin: HOST, source: parentWindow, data: unknown }, host)).toBeNull();
    const long = envelope({ type: 'init', data: { name: 'x'.repeat(101) } });
    expect(readHostMessage({ origin: HOST, source: parentWindow, data: long }, host)).toBeNull();
  });
});

describe('parseEmbedOrigin', () => {
  it('takes a bare http(s) origin that matches the real parent', () => {
    expect(parseEmbedOrigin('https://host.example', 'https://host.example')).toBe(
      'https://host.example',
    );
    expect(parseEmbedOrigin('http://127.0.0.1:5173', undefined)).toBe('http://127.0.0.1:5173');
  });

  it('refuses anything else', () => {
    expect(parseEmbedOrigin(null, undefined)).toBeNull();
    expect(parseEmbedOrigin('*', undefined)).toBeNull();
    expect(parseEmbedOrigin('https://host.example/page', undefined)).toBeNull();
    expect(parseEmbedOrigin('javascript:alert(1)', undefined)).toBeNull();
    expect(parseEmbedOrigin('https://host.example', 'https://evil.example')).toBeNull();
  });
});
