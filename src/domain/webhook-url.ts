/**
 * Where a webhook may be sent: `https://` to a public address. A backend that posted to any URL a
 * host typed could be turned against its own network (its metadata service, its databases), so
 * private, link-local, unspecified and (outside the mock) loopback addresses are refused, with a
 * sentence that says why. Literal addresses only: a name is resolved by the backend at send time.
 *
 * Pure: the mock validates with it and the Integrations page's form shows the same sentence.
 */

export interface WebhookUrlRules {
  /** The mock backend accepts loopback addresses, over `http://` too. */
  allowLoopback: boolean;
}

const LOOPBACK_NAMES = /^(?:localhost|.+\.localhost)$/i;

type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified';

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function ipv4Kind([a = 0, b = 0]: number[]): AddressKind {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  return 'public';
}

/** The first 16-bit groups of an IPv6 literal (brackets removed), `::` expanded. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(':')) return null;
  const [head = '', tail] = host.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail (`::ffff:10.0.0.1`) is two groups.
  const last = right.length > 0 ? right : left;
  const v4 = ipv4Parts(last.at(-1) ?? '');
  if (v4) {
    last.pop();
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const numbers = groups.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return numbers.some(Number.isNaN) ? null : numbers;
}

function ipv6Kind(groups: number[]): AddressKind {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  if (groups.every((g) => g === 0)) return 'unspecified';
  if (groups.slice(0, 7).every((g) => g === 0) && g7 === 1) return 'loopback';
  if (groups.slice(0, 5).every((g) => g === 0) && g5 === 0xffff)
    return ipv4Kind([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  return 'public';
}

function addressKind(hostname: string): AddressKind {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (LOOPBACK_NAMES.test(host)) return 'loopback';
  const v4 = ipv4Parts(host);
  if (v4) return ipv4Kind(v4);
  const v6 = ipv6Groups(host);
  return v6 ? ipv6Kind(v6) : 'public';
}

const REFUSED: Record<Exclude<AddressKind, 'public' | 'loopback'>, string> = {
  private:
    'url must not point to a private address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, ' +
    '100.64.0.0/10, fc00::/7): webhooks are not sent into the server’s own network',
  'link-local':
    'url must not point to a link-local address (169.254.0.0/16, fe80::/10): webhooks are not ' +
    'sent into the server’s own network',
  unspecified: 'url must not point to an unspecified address (0.0.0.0, ::)',
};

/** Null when a webhook may be sent to `url`, else the sentence that says why not. */
export function webhookUrlProblem(url: string, rules: WebhookUrlRules): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute URL, such as https://example.com/hooks';
  }
  if (parsed.username || parsed.password) return 'url must not carry a user name or password';
  const kind = addressKind(parsed.hostname);
  if (kind === 'loopback') {
    if (!rules.allowLoopback) return 'url must not point to a loopback address';
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? null
      : 'url must use https://';
  }
  if (parsed.protocol !== 'https:') return 'url must use https://';
  return kind === 'public' ? null : REFUSED[kind];
}
