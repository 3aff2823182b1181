import { describe, expect, it } from 'vitest';
import { framingHeaders } from './framing';

describe('framingHeaders', () => {
  it('lets any site frame the booking pages and the loader', () => {
    for (const path of [
      '/book',
      '/book/jordan-lee',
      '/book/jordan-lee/standard',
      '/book/success',
      '/embed.js',
    ]) {
      expect(framingHeaders(path)).toEqual({ 'Content-Security-Policy': 'frame-ancestors *' });
    }
  });

  it('forbids framing every other page', () => {
    for (const path of [
      '/',
      '/preferences',
      '/meetings',
      '/workflows',
      '/bookings',
      '/booking',
      '/auth/google/web/consent',
    ]) {
      expect(framingHeaders(path)).toEqual({
        'Content-Security-Policy': "frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      });
    }
  });
});
