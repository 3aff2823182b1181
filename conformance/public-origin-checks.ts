/**
 * [security: public-origin] every link a message carries (a booking's manage link with its
 * token) is built on the server's configured public origin, never on the request's `Host`,
 * `X-Forwarded-Host` or `Forwarded` (contract "Security rules"; docs/backend-rules.md, "Public
 * origin"). The kit books on a link of its own with all three forged, reads the visitor's
 * messages with and without them, then cancels with them forged too: no link may name the forged
 * host, and the messages read the same either way.
 *
 * Only where the kit can read the messages a server sent: the mock server's `/__mock/outbox`.
 * Another server's e-mails are out of its reach, so there it records nothing (the rule holds all
 * the same). What the run creates it deletes.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Checker } from './checker';
import { firstDifference } from './compare';
import type { Difference } from './contract';
import { freeSlots, slugParams, type Run, type Schemas } from './core';

type Link = Schemas['SchedulingLink'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/public-origin-checks.ts';
const NAME = '[security: public-origin]';
const FORGED_HOST = 'attacker.example';
/** Every way a client could name another host. */
const FORGED: Record<string, string> = {
  host: FORGED_HOST,
  'x-forwarded-host': FORGED_HOST,
  'x-forwarded-proto': 'https',
  forwarded: `host=${FORGED_HOST};proto=https`,
};

interface Message {
  kind: string;
  to: string;
  manageUrl: string | null;
}

/**
 * One request with the forged headers, over node:http(s): fetch writes its own `Host`. Answers
 * the status and the parsed body (undefined when not JSON).
 */
function forged(
  baseUrl: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${baseUrl}${path}`);
  const payload = json === undefined ? undefined : JSON.stringify(json);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...FORGED,
          ...headers,
        },
        timeout: 20_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The first message link that names the forged host, as a difference. */
function noForgedLink(messages: Message[]): Difference | null {
  for (const m of messages) {
    if (!m.manageUrl) continue;
    const host = URL.canParse(m.manageUrl) ? new URL(m.manageUrl).host : '';
    if (host === FORGED_HOST || m.manageUrl.includes(FORGED_HOST))
      return {
        path: `message "${m.kind}" to ${m.to}: manageUrl`,
        expected: 'a link on the server’s configured public origin',
        got: m.manageUrl,
      };
  }
  return null;
}

export async function publicOriginChecks(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  const attendee = `conformance.origin+${run.runId}@example.com`;
  const outboxPath = `/__mock/outbox?to=${encodeURIComponent(attendee)}`;
  const outbox = await run.http.send({ method: 'GET', url: outboxPath, cookie: null });
  if (outbox.status !== 200 || !Array.isArray(outbox.body)) {
    run.log('public origin: the server offers no outbox to read messages from; not checked');
    return;
  }
  run.log('public origin: a forged Host changes no link a message carries');
  const made = await check.expect(
    'createSchedulingLink',
    `${NAME} creates a link for the forged-Host booking`,
    {
      as: run.host,
      json: {
        name: 'Conformance origin',
        slug: `${me.slugPrefix}/conformance-origin-${run.runId}`,
        userId: me.id,
      },
    },
    201,
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  try {
    await bookAndCancelForged(run, check, link, attendee, outboxPath);
  } finally {
    await check.expect(
      'deleteSchedulingLink',
      `${NAME} deletes the run’s link`,
      { as: run.host, params: { id: link.id } },
      204,
    );
  }
}

async function bookAndCancelForged(
  run: Run,
  check: Checker,
  link: Link,
  attendee: string,
  outboxPath: string,
): Promise<void> {
  const params = slugParams(link.slug);
  const pub = await check.expect(
    'getPublicSchedulingLink',
    `${NAME} the public link`,
    {
      as: null,
      params,
    },
    200,
  );
  const page = pub?.body as Schemas['PublicSchedulingLink'] | undefined;
  if (!page) return;
  const window = { startDate: page.startDate, endDate: page.endDate };
  const busy = await check.expect(
    'getBusySlots',
    `${NAME} busy times of the link`,
    { as: null, params, json: window },
    200,
  );
  const slot = busy
    ? Object.values(freeSlots(page, busy, window))
        .flat()
        .at(-1)
    : undefined;
  if (!slot) {
    check.skip('bookSlot', `${NAME} a booking with a forged Host`, 'no free slots');
    return;
  }
  const bookPath = check.url(check.contract.operation('bookSlot'), { params });
  const booked = await forged(run.http.baseUrl, 'POST', bookPath, {
    title: 'Conformance origin',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: attendee,
    attendeeName: 'Conformance Kit',
  });
  const booking = booked.body as Schemas['Booking'] | undefined;
  check.verdict(
    'bookSlot',
    `${NAME} a booking sent with a forged Host, X-Forwarded-Host and Forwarded is taken`,
    booked.status === 201 && booking?.token
      ? null
      : { path: 'status', expected: '201 with the booking’s token', got: String(booked.status) },
  );
  if (booked.status !== 201 || !booking?.token) return;
  const cancelPath = check.url(check.contract.operation('cancelBooking'), {
    params: { id: booking.id },
  });
  const cancelled = await forged(
    run.http.baseUrl,
    'POST',
    cancelPath,
    { reason: 'Conformance origin check' },
    { 'booking-token': booking.token },
  );
  check.verdict(
    'cancelBooking',
    `${NAME} a cancel sent with a forged Host is taken`,
    cancelled.status === 200
      ? null
      : { path: 'status', expected: '200', got: String(cancelled.status) },
  );
  const plain = await run.http.send({ method: 'GET', url: outboxPath, cookie: null });
  const messages = Array.isArray(plain.body) ? (plain.body as Message[]) : [];
  check.verdict(
    'bookSlot',
    `${NAME} the visitor’s messages carry their manage link`,
    messages.some((m) => m.manageUrl?.includes(`/bookings/${booking.id}`))
      ? null
      : {
          path: 'outbox',
          expected: `a message linking /bookings/${booking.id}`,
          got: String(messages.length),
        },
  );
  check.verdict(
    'bookSlot',
    `${NAME} no link a message carries names the forged host`,
    noForgedLink(messages),
  );
  const read = await forged(run.http.baseUrl, 'GET', outboxPath);
  check.verdict(
    'bookSlot',
    `${NAME} the messages read with a forged Host are the same`,
    firstDifference(messages, read.body) ?? firstDifference(read.body, messages),
  );
}
