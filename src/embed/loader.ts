/**
 * `/embed.js`: puts Slotwise booking pages on a host's web page. No framework; built on its own
 * (see `scripts/vite-embed.ts`) as one classic script, so `<script src=… async>` loads it.
 *
 * - `<div data-slotwise-inline="user/type">`: an iframe of the booking page, as tall as its content.
 * - `data-slotwise-popup="user/type"` on any element: a click opens the booking page in a modal.
 * - `data-slotwise-name`, `data-slotwise-email`, `data-slotwise-tz`: prefill and time zone.
 * - `data-slotwise-lang`: the booking page's language (`de`, `ja`, `pt-BR`...; else the visitor's).
 * - Events (bubbling to `document`): `slotwise:ready`, `slotwise:slot-selected`,
 *   `slotwise:booking-successful`, `slotwise:height`, `slotwise:error`.
 */
import { envelope, readFrameMessage, type HostMessage } from '../domain/embed-protocol';

const INLINE = 'data-slotwise-inline';
const POPUP = 'data-slotwise-popup';
/** Without a word from the booking page this long after its frame was made: `slotwise:error`. */
const LOAD_TIMEOUT_MS = 20_000;
const LINK = /^([^/\s?#]+)\/([^/\s?#]+)$/;

interface Frame {
  iframe: HTMLIFrameElement;
  /** The element whose events these are (the inline container, or the popup's trigger). */
  owner: Element;
  connected: boolean;
  timer: number;
  onClose?: () => void;
}

const w = window as Window & { __slotwiseEmbed?: boolean };

function main() {
  if (w.__slotwiseEmbed) return; // loaded twice: the first copy does the work
  w.__slotwiseEmbed = true;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');
  if (!script?.src) return;
  const APP = new URL(script.src, location.href).origin;
  const frames = new Set<Frame>();
  const mounted = new WeakSet<Element>();

  const emit = (owner: Element, type: string, detail: unknown) =>
    (owner.isConnected ? owner : document).dispatchEvent(
      new CustomEvent(`slotwise:${type}`, { bubbles: true, composed: true, detail }),
    );

  const post = (frame: Frame, message: HostMessage) =>
    frame.iframe.contentWindow?.postMessage(envelope(message), APP);

  function makeFrame(owner: Element, link: string, title: string): Frame | null {
    const match = LINK.exec(link.trim());
    if (!match) {
      emit(owner, 'error', { code: 'invalid-link' });
      return null;
    }
    const url = new URL(
      `/book/${encodeURIComponent(match[1]!)}/${encodeURIComponent(match[2]!)}`,
      APP,
    );
    url.searchParams.set('embed', '1');
    url.searchParams.set('embedOrigin', location.origin);
    const tz = owner.getAttribute('data-slotwise-tz');
    if (tz) url.searchParams.set('tz', tz);
    const lang = owner.getAttribute('data-slotwise-lang');
    if (lang) url.searchParams.set('lang', lang);
    const iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title = title;
    iframe.setAttribute('scrolling', 'no');
    iframe.style.cssText = 'display:block;width:100%;height:320px;border:0;overflow:hidden';
    const frame: Frame = {
      iframe,
      owner,
      connected: false,
      timer: window.setTimeout(() => {
        if (!frame.connected) emit(owner, 'error', { code: 'load-timeout' });
      }, LOAD_TIMEOUT_MS),
    };
    frames.add(frame);
    return frame;
  }

  function dropFrame(frame: Frame) {
    window.clearTimeout(frame.timer);
    frames.delete(frame);
  }

  window.addEventListener('message', (event) => {
    for (const frame of frames) {
      if (!frame.iframe.isConnected) {
        dropFrame(frame);
        continue;
      }
      const source = frame.iframe.contentWindow;
      if (event.source !== source) continue;
      const message = readFrameMessage(event, { origin: APP, source });
      if (!message) return;
      if (message.type === 'connect') {
        frame.connected = true;
        window.clearTimeout(frame.timer);
        const name = frame.owner.getAttribute('data-slotwise-name');
        const email = frame.owner.getAttribute('data-slotwise-email');
        post(frame, {
          type: 'init',
          data: { ...(name ? { name } : {}), ...(email ? { email } : {}) },
        });
      } else if (message.type === 'close-request') {
        frame.onClose?.();
      } else {
        if (message.type === 'height') frame.iframe.style.height = `${message.data.height}px`;
        if (message.type === 'error') frame.connected = true;
        emit(frame.owner, message.type, message.data);
      }
      return;
    }
  });

  // Inline: every `[data-slotwise-inline]`, now and whenever one is added.
  function mountInline(element: Element) {
    if (mounted.has(element)) return;
    mounted.add(element);
    const frame = makeFrame(element, element.getAttribute(INLINE) ?? '', 'Book a meeting');
    if (frame) element.appendChild(frame.iframe);
  }
  function scan(root: ParentNode | Element) {
    if (root instanceof Element && root.hasAttribute(INLINE)) mountInline(root);
    root.querySelectorAll(`[${INLINE}]`).forEach(mountInline);
  }
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') scan(record.target as Element);
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [INLINE],
  });
  scan(document);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => scan(document));
  }

  // Popup: one listener on the document, so triggers added later work too.
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest?.(`[${POPUP}]`);
    if (!trigger || event.defaultPrevented) return;
    // A modified click on a link keeps its usual meaning (new tab or window).
    if (trigger instanceof HTMLAnchorElement && (event.metaKey || event.ctrlKey || event.shiftKey))
      return;
    event.preventDefault();
    openPopup(trigger);
  });

  function openPopup(trigger: Element) {
    injectStyles();
    const made = makeFrame(trigger, trigger.getAttribute(POPUP) ?? '', 'Book a meeting');
    if (!made) return;
    const frame: Frame = made;
    const overlay = document.createElement('div');
    overlay.className = 'slotwise-overlay';
    const dialog = document.createElement('div');
    dialog.className = 'slotwise-dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Book a meeting');
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'slotwise-close';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '×';
    // Sentinels wrap Tab around: past the frame's last field back to Close, and back again.
    const sentinel = () => {
      const span = document.createElement('span');
      span.tabIndex = 0;
      span.className = 'slotwise-sentinel';
      return span;
    };
    const before = sentinel();
    const after = sentinel();
    before.addEventListener('focus', () => {
      frame.iframe.focus();
      post(frame, { type: 'focus', data: { edge: 'last' } });
    });
    after.addEventListener('focus', () => close.focus());
    const head = document.createElement('div');
    head.className = 'slotwise-head';
    head.appendChild(close);
    dialog.append(before, head, frame.iframe, after);
    overlay.appendChild(dialog);

    // Everything else on the page is inert while the dialog is open.
    const inerted: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child instanceof HTMLElement && !child.inert && child.tagName !== 'SCRIPT') {
        child.inert = true;
        inerted.push(child);
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.body.appendChild(overlay);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        shut();
      }
    };
    function shut() {
      dropFrame(frame);
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      inerted.forEach((element) => (element.inert = false));
      root.style.overflow = overflow;
      if (trigger instanceof HTMLElement || trigger instanceof SVGElement) trigger.focus();
    }
    frame.onClose = shut;
    document.addEventListener('keydown', onKey, true);
    close.addEventListener('click', shut);
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) shut();
    });
    close.focus();
  }

  let styled = false;
  function injectStyles() {
    if (styled) return;
    styled = true;
    const style = document.createElement('style');
    style.textContent = [
      '.slotwise-overlay{position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);overflow:auto;padding:32px 16px;box-sizing:border-box}',
      '.slotwise-dialog{position:relative;max-width:920px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.3);padding:0 16px 16px}',
      '.slotwise-head{display:flex;justify-content:flex-end;padding-top:8px}',
      '.slotwise-close{width:40px;height:40px;border:0;border-radius:8px;background:transparent;color:#212529;font:28px/1 system-ui,sans-serif;cursor:pointer}',
      '.slotwise-close:hover{background:#f1f3f5}',
      '.slotwise-close:focus-visible{outline:2px solid #6741d9;outline-offset:2px}',
      '.slotwise-sentinel{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}',
      '@media (max-width:600px){.slotwise-overlay{padding:8px}.slotwise-dialog{padding:0 8px 8px}}',
    ].join('');
    document.head.appendChild(style);
  }
}

main();
