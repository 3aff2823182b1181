import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhook-url';

const mock = { allowLoopback: true };
const real = { allowLoopback: false };

describe('webhookUrlProblem', () => {
  it.each([
    'https://hooks.example.com/slotwise',
    'https://93.184.216.34/hooks',
    'https://[2001:db8::1]/hooks',
    'https://172.32.0.1/hooks',
  ])('accepts the public %s', (url) => {
    expect(webhookUrlProblem(url, real)).toBeNull();
  });

  it('accepts loopback addresses in the mock only, over http too', () => {
    for (const url of ['http://localhost:5173/x', 'http://127.0.0.1/x', 'http://[::1]/x']) {
      expect(webhookUrlProblem(url, mock)).toBeNull();
      expect(webhookUrlProblem(url, real)).toBe('url must not point to a loopback address');
    }
  });

  it.each([
    ['http://hooks.example.com', 'url must use https://'],
    ['ftp://hooks.example.com', 'url must use https://'],
    ['https://user:pw@hooks.example.com', 'url must not carry a user name or password'],
    ['https://10.1.2.3', 'private address'],
    ['https://100.64.0.1', 'private address'],
    ['https://[fc00::1]', 'private address'],
    ['https://169.254.169.254', 'link-local address'],
    ['https://[fe80::abcd]', 'link-local address'],
    ['https://[::]', 'unspecified address'],
    ['hooks.example.com', 'absolute URL'],
  ])('refuses %s', (url, words) => {
    expect(webhookUrlProblem(url, mock)).toContain(words);
  });
});
