import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectTextContains } from '../../testing/expectations';
import { useTestServer } from '../../testing/use-test-server';
import { chama, contributeVia } from '../communities/communities-test-kit';
import { pdfPages } from './statements-test-kit';

/**
 * The PDF statements draw what Kenyans write (docs/product/statements.md, decision 064): Latin with
 * diacritics and Arabic script in an embedded font, a square for what the font lacks (emoji, Chinese),
 * and a long community name wrapped rather than run off the page. Read back by a PDF reader.
 */
const server = useTestServer();

const LONG_NAME = 'Umoja wa Wanawake wa Kijiji cha Mwembe Tayari na Marafiki Wao wa Pwani ya Kilifi';
const names = ['Zawadi Njeri-Öztürk', 'عائشة محمد', '王芳', 'Amani 🙂'];

describe('a statement in the names people have', () => {
  it('reads back Latin with diacritics and Arabic, a square for emoji and Chinese, and the whole long name', async () => {
    const c = await chama(server, { plain: names.length, walletKes: 1000, fields: { name: LONG_NAME } });
    for (const [i, member] of c.members.entries()) {
      await server.ctx.db.execute(sql`UPDATE users SET full_name = ${names[i] ?? ''} WHERE id = ${member.id}`);
      expect((await contributeVia(server, member, c.id, 100 + i)).status).toBe(201);
    }
    const pdf = await fetch(`${server.url}/api/communities/${c.id}/statement?format=pdf`, {
      headers: { authorization: `Bearer ${c.chair.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
    expectTextContains(text, [
      'Zawadi Njeri-Öztürk: Contribution to the',
      'Amani □: Contribution to the',
      '□□: Contribution to the',
      'KES 406.00',
    ]);
    // The Arabic name is drawn right to left and shaped; a reader gives its letters back.
    expect(text.replace(/\s/g, '')).toMatch(/(عائشةمحمد|محمدعائشة):Contributiontothe/);
    // The long name wraps under its label: every word of it is on the page.
    for (const word of LONG_NAME.split(' ')) expect(text, word).toContain(word);
    // No noise: no replacement character where a reader could not map a glyph back.
    expect(text).not.toContain('\uFFFD');
  });
});
