import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/errors';
import {
  envelope,
  parseEmbedOrigin,
  readHostMessage,
  type FrameMessage,
} from '../../domain/embed-protocol';
import { isValidTimeZone } from '../../domain/preferences';

/**
 * The booking page's side of the embed (`/embed.js` on a host's page frames
 * `/book/{user}/{type}?embed=1&embedOrigin=…`). It posts events to the host page with the host's
 * exact origin, and reads only messages from `window.parent` at that origin.
 */
export interface EmbedConfig {
  /** The host page's origin: the only target and the only accepted sender. */
  origin: string | null;
  /** `data-slotwise-tz`: the visitor's zone chosen by the host page. */
  timeZone?: string;
}

/**
 * Read once, from the address the frame was opened with: the router drops unknown search params
 * when the visitor moves between steps, and embed mode must hold through them.
 */
function readConfig(): EmbedConfig | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  if (params.get('embed') !== '1') return null;
  const framed = window.parent !== window;
  const ancestor = window.location.ancestorOrigins?.[0];
  const tz = params.get('tz');
  return {
    origin: framed ? parseEmbedOrigin(params.get('embedOrigin'), ancestor) : null,
    ...(tz && isValidTimeZone(tz) ? { timeZone: tz } : {}),
  };
}

const config = readConfig();

/** Embed mode (`?embed=1`): no page background or margins, success shown in place. */
export function isEmbedded(): boolean {
  return config !== null;
}

export function embedTimeZone(): string | undefined {
  return config?.timeZone;
}

/** Posts one message to the host page (nothing when not framed, or not by a valid origin). */
export function postToHost(message: FrameMessage) {
  if (!config?.origin || window.parent === window) return;
  window.parent.postMessage(envelope(message), config.origin);
}

export interface Prefill {
  name?: string;
  email?: string;
}

let prefill: Prefill = {};
const prefillListeners = new Set<(value: Prefill) => void>();

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusEdge(edge: 'first' | 'last') {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const target = edge === 'first' ? all[0] : all[all.length - 1];
  target?.focus();
}

let started = false;

/** Starts listening to the host page once: the handshake, prefill, focus, height and Escape. */
function start() {
  if (started || !config?.origin) return;
  started = true;
  const origin = config.origin;
  window.addEventListener('message', (event) => {
    const message = readHostMessage(event, { origin, source: window.parent });
    if (!message) return;
    if (message.type === 'init') {
      prefill = message.data;
      prefillListeners.forEach((listener) => listener(prefill));
    } else {
      focusEdge(message.data.edge);
    }
  });
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented)
      postToHost({ type: 'close-request', data: {} });
  });
  // The frame is as tall as its content: report the body's height whenever it changes.
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== last) {
      last = height;
      postToHost({ type: 'height', data: { height } });
    }
  };
  new ResizeObserver(report).observe(document.body);
  report();
  postToHost({ type: 'connect', data: {} });
}

/** Embed mode's page styles: no outer background, no scrollbar of its own. */
function applyEmbedStyles() {
  const root = document.documentElement;
  root.style.overflow = 'hidden';
  root.style.background = 'transparent';
  document.body.style.background = 'transparent';
}

/**
 * Used by the booking page: connects to the host page, tells it when the link is loaded (`ready`)
 * or failed (`error`), and hands over the host's prefill (name, e-mail).
 */
export function useEmbedBridge({
  link,
  loaded,
  failure,
  onPrefill,
}: {
  link: string;
  loaded: boolean;
  failure: string | null;
  onPrefill: (value: Prefill) => void;
}) {
  const prefillRef = useRef(onPrefill);
  useEffect(() => {
    prefillRef.current = onPrefill;
  });

  useEffect(() => {
    if (!config) return;
    applyEmbedStyles();
    start();
    const listener = (value: Prefill) => prefillRef.current(value);
    prefillListeners.add(listener);
    if (prefill.name || prefill.email) listener(prefill);
    return () => {
      prefillListeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (loaded) postToHost({ type: 'ready', data: { link } });
  }, [loaded, link]);

  useEffect(() => {
    if (failure) postToHost({ type: 'error', data: { code: failure } });
  }, [failure]);
}

/** The `slotwise:error` code for a booking page that could not load, or null. */
export function embedFailure({
  valid,
  link,
  busy,
}: {
  valid: boolean;
  link: Pick<UseQueryResult, 'isError' | 'error'>;
  busy: Pick<UseQueryResult, 'isError' | 'error'>;
}): string | null {
  if (!valid) return 'invalid-url';
  if (link.isError) {
    return link.error instanceof ApiError && link.error.status === 404
      ? 'link-not-found'
      : 'link-failed';
  }
  if (busy.isError) return 'availability-failed';
  return null;
}
