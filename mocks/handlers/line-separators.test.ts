/**
 * U+2028 and U+2029 (line and paragraph separators) break a line as CR and LF do: refused
 * wherever those are (names, titles, reasons, one-line answers), so none reaches a subject line.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api, NOW, signInAs, useScenario } from '../test/helpers';

const STANDARD = '/api/scheduling-links/jordan-lee/standard';

beforeEach(async () => {
  await useScenario('default', NOW);
});

const start = Date.parse(NOW) + 2 * 86_400_000;
const booking = {
  title: 'Meeting',
  description: '',
  attendeeName: 'Eve',
  attendeeEmail: 'eve@example.org',
  startTime: new Date(start).toISOString(),
  endTime: new Date(start + 30 * 60_000).toISOString(),
};

describe('line and paragraph separators', () => {
  it.each(['\u2028', '\u2029'])('%j in a name or title is a 400 and books nothing', async (sep) => {
    for (const field of ['attendeeName', 'title'] as const) {
      const call = await api('POST', `${STANDARD}/book`, {
        ...booking,
        [field]: `Eve${sep}Bcc: all@example.org`,
      });
      expect(call.status, field).toBe(400);
      expect(call.body).toMatchObject({ code: 'invalid_request' });
    }
  });

  it('in a link’s name is a 400', async () => {
    await signInAs('jordan.lee@example.com');
    const call = await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', {
      name: 'Chat\u2028Urgent',
    });
    expect(call.status).toBe(400);
  });
});
