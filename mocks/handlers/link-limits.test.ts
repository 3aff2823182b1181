/**
 * A host's links are bounded: at most 100 (409 `link_limit_reached`), and no link takes a suffix
 * that is a word of the paths under it (`book`, `busy-slots`, `holds`, `duplicate`): 400.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api, NOW, signInAs, useScenario } from '../test/helpers';

const LINKS = '/api/scheduling-links';
const me = { userId: 'usr_jordan_lee' };

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('link limits', () => {
  it.each(['book', 'busy-slots', 'holds', 'duplicate'])(
    'refuses the suffix %s on create, rename and copy',
    async (word) => {
      const slug = `jordan-lee/${word}`;
      const created = await api('POST', LINKS, { ...me, name: 'Word', slug });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({ code: 'invalid_request' });
      const renamed = await api('PATCH', `${LINKS}/lnk_jordan_standard`, { slug });
      expect(renamed.status).toBe(400);
      const copy = await api('POST', `${LINKS}/lnk_jordan_standard/duplicate`, { slug });
      expect(copy.status).toBe(400);
    },
  );

  it('refuses the 101st link with 409 link_limit_reached', async () => {
    const count = ((await api('GET', LINKS)).body as unknown[]).length;
    for (let i = count; i < 100; i++) {
      const made = await api('POST', LINKS, {
        ...me,
        name: `Link ${i}`,
        slug: `jordan-lee/l-${i}`,
      });
      expect(made.status, `link ${i + 1}`).toBe(201);
    }
    const over = await api('POST', LINKS, { ...me, name: 'One more', slug: 'jordan-lee/over' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'link_limit_reached' });
    const copy = await api('POST', `${LINKS}/lnk_jordan_standard/duplicate`, {});
    expect(copy.status).toBe(409);
    expect(((await api('GET', LINKS)).body as unknown[]).length).toBe(100);
  });
});
