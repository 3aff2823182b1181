/**
 * The messages between the embed loader (`/embed.js`, on the host's page) and the booking page in
 * its iframe. Both sides post with an exact target origin and read a message only when it comes
 * from the expected origin AND the expected window, carries this protocol's name and version, and
 * has a well-formed payload. Anything else is ignored.
 *
 * Pure: no DOM access beyond comparing the `source` reference the caller hands in.
 */

export const EMBED_PROTOCOL = 'slotwise-embed';
export const EMBED_VERSION = 1;

/** Frame → host page. */
export type FrameMessage =
  | { type: 'connect'; data: Record<string, never> }
  | { type: 'ready'; data: { link: string } }
  | { type: 'slot-selected'; data: { start: string; end: string } }
  | {
      type: 'booking-successful';
      data: { id: string; title: string; startTime: string; endTime: string };
    }
  | { type: 'height'; data: { height: number } }
  | { type: 'error'; data: { code: string } }
  | { type: 'close-request'; data: Record<string, never> };

/** Host page → frame. */
export type HostMessage =
  | { type: 'init'; data: { name?: string; email?: string } }
  | { type: 'focus'; data: { edge: 'first' | 'last' } };

/** Wraps a message for `postMessage`. */
export function envelope<M extends FrameMessage | HostMessage>(message: M) {
  return { protocol: EMBED_PROTOCOL, version: EMBED_VERSION, ...message };
}

/** What a received `MessageEvent` is checked against. */
export interface Expected {
  /** The only origin accepted, e.g. `https://app.example.com`. */
  origin: string;
  /** The only window accepted (the iframe's `contentWindow`, or `window.parent`). */
  source: unknown;
}

interface Received {
  origin: string;
  source: unknown;
  data: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instant = (value: unknown): value is string =>
  str(value, 40) && ISO.test(value) && !Number.isNaN(Date.parse(value));

/** The envelope's checks shared by both directions; returns `{type, data}` or null. */
function open(event: Received, expected: Expected): { type: unknown; data: Obj } | null {
  if (!expected.origin || event.origin !== expected.origin) return null;
  if (expected.source == null || event.source !== expected.source) return null;
  const message = event.data;
  if (!isObj(message)) return null;
  if (message.protocol !== EMBED_PROTOCOL || message.version !== EMBED_VERSION) return null;
  if (!isObj(message.data)) return null;
  return { type: message.type, data: message.data };
}

/** A message the host page accepts from the booking frame, or null. */
export function readFrameMessage(event: Received, expected: Expected): FrameMessage | null {
  const opened = open(event, expected);
  if (!opened) return null;
  const { type, data } = opened;
  switch (type) {
    case 'connect':
    case 'close-request':
      return { type, data: {} };
    case 'ready':
      return str(data.link, 300) ? { type, data: { link: data.link } } : null;
    case 'slot-selected':
      return instant(data.start) && instant(data.end)
        ? { type, data: { start: data.start, end: data.end } }
        : null;
    case 'booking-successful':
      return str(data.id, 100) &&
        data.id.length > 0 &&
        str(data.title, 200) &&
        instant(data.startTime) &&
        instant(data.endTime)
        ? {
            type,
            data: {
              id: data.id,
              title: data.title,
              startTime: data.startTime,
              endTime: data.endTime,
            },
          }
        : null;
    case 'height': {
      const height = data.height;
      return typeof height === 'number' && Number.isFinite(height) && height > 0 && height < 1e5
        ? { type, data: { height: Math.ceil(height) } }
        : null;
    }
    case 'error':
      return str(data.code, 64) && /^[a-z][a-z0-9-]*$/.test(data.code)
        ? { type, data: { code: data.code } }
        : null;
    default:
      return null;
  }
}

/** A message the booking frame accepts from the host page, or null. */
export function readHostMessage(event: Received, expected: Expected): HostMessage | null {
  const opened = open(event, expected);
  if (!opened) return null;
  const { type, data } = opened;
  switch (type) {
    case 'init': {
      const name = data.name === undefined || str(data.name, 100) ? data.name : null;
      const email = data.email === undefined || str(data.email, 254) ? data.email : null;
      if (name === null || email === null) return null;
      return {
        type,
        data: {
          ...(name ? { name: String(name) } : {}),
          ...(email ? { email: String(email) } : {}),
        },
      };
    }
    case 'focus':
      return data.edge === 'first' || data.edge === 'last'
        ? { type, data: { edge: data.edge } }
        : null;
    default:
      return null;
  }
}

/**
 * The host page's origin the frame was given (`?embedOrigin=`), when it is a plain http(s)
 * origin and, where the browser tells (`location.ancestorOrigins`), really the parent's.
 */
export function parseEmbedOrigin(
  value: string | null,
  ancestorOrigin: string | undefined,
): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== value) return null;
  if (ancestorOrigin !== undefined && ancestorOrigin !== value) return null;
  return value;
}
