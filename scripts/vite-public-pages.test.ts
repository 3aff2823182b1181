import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { PUBLIC_PAGE_ADDRESSES, PUBLIC_PAGES } from '../src/app/public-pages-manifest';
import {
  ADDRESSES_MARKER,
  addressesScript,
  publicPageChunks,
  publicPageModules,
  publicPagesHtml,
} from './vite-public-pages';

/** The boot script's object of addresses, evaluated as the browser evaluates it. */
const bootAddresses = () => new Function(`return ${addressesScript()}`)() as Record<string, RegExp>;

/** Which page the boot script's loop takes for `path` (the first whose address matches). */
const bootPage = (path: string) =>
  Object.entries(bootAddresses()).find(([, address]) => address.test(path))?.[0] ?? null;

describe('the public pages manifest', () => {
  it('names modules that exist', () => {
    for (const page of Object.values(PUBLIC_PAGES)) {
      for (const file of page.modules) expect(existsSync(file), file).toBe(true);
    }
  });

  it("writes into the boot script the addresses the app's router-less pages match", () => {
    expect(bootPage('/book/jordan-lee/standard')).toBe('booking');
    expect(bootPage('/book/j%C3%B6rg/30%20min/')).toBe('booking');
    expect(bootPage('/book/success')).toBe('success');
    expect(bootPage('/book/success/')).toBe('success');
    expect(bootPage('/')).toBe('signIn');
    for (const other of ['/book/jordan-lee', '/preferences', '//', '/book/a/b/c', '/manage/x']) {
      expect(bootPage(other)).toBeNull();
    }
    for (const [id, address] of Object.entries(bootAddresses())) {
      expect(String(address)).toBe(String(PUBLIC_PAGE_ADDRESSES[id as 'booking']));
    }
  });

  it('makes one chunk group per page, taking its modules by id (any separator, split pieces)', () => {
    const groups = publicPageChunks();
    const group = (id: string) => groups.find((candidate) => candidate.test.test(id))?.name;
    expect(groups.map((candidate) => candidate.name)).toEqual([
      'booking',
      'booking-success',
      'login',
      'host-page',
    ]);
    expect(group('/app/src/features/booking/components/host-page.tsx')).toBe('host-page');
    expect(group('/app/src/features/booking/public-booking.tsx')).toBe('booking');
    expect(group('C:\\app\\src\\features\\booking\\first-load.ts')).toBe('booking');
    expect(group('/app/src/features/booking/components/booking-success-page.tsx')).toBe(
      'booking-success',
    );
    expect(group('/app/src/features/session/components/login-page.tsx?tsr-split=component')).toBe(
      'login',
    );
    expect(group('/app/src/features/booking/components/booking-page.tsx')).toBeUndefined();
    expect(publicPageModules().booking).toEqual(PUBLIC_PAGES.booking.modules);
  });

  it("replaces index.html's marker, and fails loudly when the marker is gone", () => {
    const plugin = publicPagesHtml() as Plugin & {
      transformIndexHtml: { handler: (html: string, ctx: { path: string }) => string };
    };
    const { handler } = plugin.transformIndexHtml;
    const html = `<script>var pages = ${ADDRESSES_MARKER};</script>`;
    expect(handler(html, { path: '/index.html' })).toBe(
      `<script>var pages = ${addressesScript()};</script>`,
    );
    expect(handler('<p>story</p>', { path: '/iframe.html' })).toBe('<p>story</p>');
    expect(() => handler('<script>var pages = {};</script>', { path: '/index.html' })).toThrow(
      /marker/,
    );
  });
});
