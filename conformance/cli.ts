/**
 * `npm run conformance -- --base-url URL [options]`: checks a server against openapi/openapi.yaml
 * and prints a per-operation table. Exit code 0 when it honours the contract, 1 when it does not,
 * 2 when the kit could not run (bad options, server unreachable, no session).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Contract, defaultContractPath } from './contract';
import { DEFAULT_FUZZ_COUNT, DEFAULT_FUZZ_SEED, runConformance, SetupError } from './kit';
import { renderJUnit, renderText } from './report';

const USAGE = `Usage: npm run conformance -- --base-url URL [options]

  --base-url URL            the server to check (required), e.g. http://127.0.0.1:8787
  --session-cookie VALUE    the host's session: the value of the __Host-slotwise_session
                            cookie (or __Host-slotwise_session=VALUE, as copied from the
                            browser; slotwise_session=VALUE in plain-http mode);
                            not needed against the mock server, which the kit signs in to itself.
                            The run ends with logout: the session is spent.
  --cookie-mode MODE        how the session cookie is judged: contract (__Host-slotwise_session,
                            Secure; the default) or plain-http (slotwise_session without Secure,
                            a development server on http://, such as the mock server with
                            MOCK_PLAIN_HTTP=1). Unset against the mock server: the mode it
                            reports. The report says which mode it judged.
  --operator-cookie VALUE   a user with workflow access (default: the host)
  --no-access-cookie VALUE  a user without workflow access (for the 403 checks; else skipped)
  --member-cookie VALUE     three times: three more hosts, the team area's members (the kit sets
                            their zones and hours; else the area is skipped but on the mock)
  --disconnect-calendar EMAIL  an additional calendar of the host the kit may disconnect
  --fuzz-seed N             seed of the fuzz pass (default ${DEFAULT_FUZZ_SEED})
  --fuzz-count N            invalid payloads per write operation (default ${DEFAULT_FUZZ_COUNT}; 0: no fuzz)
  --webhooks                also judge the webhook deliveries: a receiver on 127.0.0.1 (the
                            backend must reach it) is subscribed, each booking event caused and
                            its delivery checked (signature, headers, body, retries on the mock's
                            clock; conformance/README.md, "Webhook mode")
  --junit FILE              also write a JUnit XML report
  --strict                  count skipped checks as failures (CI against the mock server)
  --contract FILE           the OpenAPI document (default openapi/openapi.yaml)
  --quiet                   no progress lines
`;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new SetupError(`${name} must be a whole number ≥ 0`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'session-cookie': { type: 'string' },
      'operator-cookie': { type: 'string' },
      'no-access-cookie': { type: 'string' },
      'member-cookie': { type: 'string', multiple: true },
      'disconnect-calendar': { type: 'string' },
      'cookie-mode': { type: 'string' },
      'fuzz-seed': { type: 'string' },
      'fuzz-count': { type: 'string' },
      webhooks: { type: 'boolean', default: false },
      junit: { type: 'string' },
      strict: { type: 'boolean', default: false },
      contract: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !URL.canParse(baseUrl))
    throw new SetupError(`--base-url must be an absolute URL\n\n${USAGE}`);
  const seed = integer(values['fuzz-seed'], DEFAULT_FUZZ_SEED, '--fuzz-seed');
  const count = integer(values['fuzz-count'], DEFAULT_FUZZ_COUNT, '--fuzz-count');
  const strict = values.strict ?? false;
  const cookieMode = values['cookie-mode'];
  if (cookieMode !== undefined && cookieMode !== 'contract' && cookieMode !== 'plain-http')
    throw new SetupError(`--cookie-mode must be contract or plain-http\n\n${USAGE}`);

  const report = await runConformance({
    baseUrl,
    sessionCookie: values['session-cookie'],
    operatorCookie: values['operator-cookie'],
    noAccessCookie: values['no-access-cookie'],
    ...(values['member-cookie'] ? { memberCookies: values['member-cookie'] } : {}),
    disconnectCalendar: values['disconnect-calendar'],
    ...(cookieMode ? { cookieMode } : {}),
    fuzz: count > 0 ? { seed, perOperation: count } : false,
    webhooks: values.webhooks ?? false,
    contract: Contract.load(values.contract ?? defaultContractPath()),
    log: values.quiet ? undefined : (line) => console.error(`· ${line}`),
  });
  console.log(renderText(report, { strict }));
  if (values.junit) {
    mkdirSync(dirname(values.junit), { recursive: true });
    writeFileSync(values.junit, renderJUnit(report, { strict }));
    console.log(`JUnit report: ${values.junit}`);
  }
  return report.ok(strict) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof SetupError ||
      (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`conformance: ${error.message}`);
      return process.exit(2);
    }
    console.error(error);
    process.exit(2);
  },
);
