import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { PoolProof } from '../../../shared/schemas/community-proof';
import type { StatementResponse } from '../../../shared/schemas/community-statement';
import type { PayoutView } from '../../../shared/schemas/communities';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { approve, chamaOfOne, contributeVia, dayAfter, proposeVia, today } from './communities-test-kit';
import { checkPoolStatement } from './pool-chain-check';
import { reverseIntoWallet, statementJson } from './pool-proof-test-kit';

/** A verifiable pool (docs/product/proof.md, decision 083): every statement entry chained, the head as the proof. */
const server = useTestServer();
const CLI = 'src/server/modules/communities/verify-pool-cli.ts';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The chain recomputed here from the formula alone, from the pool's start. */
function recompute(communityId: string, entries: StatementResponse['statement']['entries']) {
  let hash = sha(`pamoja-pool|${communityId}`);
  return entries.map((e) => {
    hash = sha(`${hash}|${e.entry_id}|${e.date}|${Math.round(e.amount * 100)}|${Math.round(e.balance * 100)}`);
    return hash;
  });
}

describe('a verifiable pool', () => {
  it('chains contributions, payouts, a loan and its repayment, a share-out and a reversal; the proof’s head is the last hash', async () => {
    const { id, chair, treasurer, secretary, member: m } = await chamaOfOne(server, 5000);
    const post = <T>(path: string, body: unknown, token: string) =>
      server.api.post<T>(`/api/communities/${id}${path}`, body, { token });
    for (const u of [chair, treasurer, secretary, m])
      expect((await contributeVia(server, u, id, 2000)).status).toBe(201);
    const loan = await post<{ payout: PayoutView }>('/loans', { amount: 1000, months: 1 }, m.token);
    await approve(server, chair, id, loan.body.payout.payout_id);
    expect((await approve(server, treasurer, id, loan.body.payout.payout_id)).body.payout.status).toBe('paid');
    const loans = await server.api.get<{ loans: Array<{ loan_id: string }> }>(`/api/communities/${id}/loans`, {
      token: m.token,
    });
    expect((await post(`/loans/${loans.body.loans[0]?.loan_id}/repay`, { amount: 1100 }, m.token)).status).toBe(200);
    const so = await post<{ payout: PayoutView }>('/share-out', undefined, secretary.token);
    await approve(server, chair, id, so.body.payout.payout_id);
    expect((await approve(server, treasurer, id, so.body.payout.payout_id)).body.payout.status).toBe('paid');
    await contributeVia(server, m, id, 500);
    await contributeVia(server, chair, id, 500);
    const p = await proposeVia(server, treasurer, id, 300, m);
    await approve(server, chair, id, p.payout_id);
    await approve(server, secretary, id, p.payout_id);
    const before = await statementJson(server, chair, id);
    const mistaken = before.statement.entries.at(-2);
    expect(mistaken).toMatchObject({ kind: 'contribution', user_id: chair.id, amount: 500 });
    await reverseIntoWallet(server, id, mistaken?.entry_id ?? '', chair, 500);

    const { statement } = await statementJson(server, m, id);
    expect(statement.entries.map((e) => e.kind)).toEqual([
      ...['contribution', 'contribution', 'contribution', 'contribution', 'loan', 'repayment', 'share_out'],
      ...['contribution', 'contribution', 'payout', 'reversal'],
    ]);
    expect(statement.entries.map((e) => e.balance)).toEqual([
      2000, 4000, 6000, 8000, 7000, 8100, 0, 500, 1000, 700, 200,
    ]);
    expect(statement.entries.at(-1)?.reverses).toBe(mistaken?.entry_id);
    // Each entry's hash is the formula's, from sha256("pamoja-pool|<id>"), in ascending entry id.
    const ids = statement.entries.map((e) => BigInt(e.entry_id));
    expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);
    expect(statement.entries.map((e) => e.hash)).toEqual(recompute(id, statement.entries));
    expect(statement.previous_hash).toBe(sha(`pamoja-pool|${id}`));
    expect(statement.entries[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // History is never edited: what was hashed before the reversal is hashed the same after it.
    expect(statement.entries.slice(0, -1).map((e) => e.hash)).toEqual(before.statement.entries.map((e) => e.hash));
    expect(checkPoolStatement({ statement })).toMatchObject({ ok: true, entries: 11, fromStart: true });

    const proof = await server.api.get<PoolProof>(`/api/communities/${id}/proof`, { token: m.token });
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({
      community_id: id,
      poolBalance: 200,
      entries: 11,
      head: statement.entries.at(-1)?.hash,
    });
    expect(Date.parse(proof.body.at)).not.toBeNaN();

    // The CSV carries each entry's hash in its last column; a later period's JSON names the hash before it.
    const csv = await server.api.get<string>(`/api/communities/${id}/statement?format=csv`, { token: m.token });
    const rows = csv.body.split('\r\n');
    expect(rows.slice(1, 12).map((r) => r.split(',').at(-1))).toEqual(statement.entries.map((e) => e.hash));
    const later = await statementJson(server, m, id, `?from=${dayAfter(today(server), 1)}`);
    expect(later.statement).toMatchObject({ entries: [], previous_hash: proof.body.head, opening: 200 });
    await server.expectLedgerHealthy();
  });

  it('shows the proof to members only: 401 signed out, 403 to others, 404 for an unknown pool', async () => {
    const { id, member: m } = await chamaOfOne(server, 0);
    const stranger = await createUser(server.ctx);
    expect((await server.api.get(`/api/communities/${id}/proof`)).status).toBe(401);
    expect((await server.api.get(`/api/communities/${id}/proof`, { token: stranger.token })).status).toBe(403);
    expect(
      (await server.api.get(`/api/communities/00000000-0000-4000-8000-000000000000/proof`, { token: m.token })).status,
    ).toBe(404);
    expect((await server.api.get(`/api/communities/not-an-id/proof`, { token: m.token })).status).toBe(404);
    // A pool without a posting: its head is the chain's start.
    const empty = await server.api.get<PoolProof>(`/api/communities/${id}/proof`, { token: m.token });
    expect(empty.body).toMatchObject({ entries: 0, poolBalance: 0, head: sha(`pamoja-pool|${id}`) });
  });

  it('npm run verify:pool finds the entry a downloaded statement was tampered at, and passes the untouched one', async () => {
    const { id, chair, treasurer, secretary, member: m } = await chamaOfOne(server, 3000);
    for (const u of [chair, m, treasurer]) await contributeVia(server, u, id, 1000);
    const p = await proposeVia(server, treasurer, id, 400, m);
    await approve(server, chair, id, p.payout_id);
    await approve(server, secretary, id, p.payout_id);
    const good = await statementJson(server, m, id);
    const dir = await mkdtemp(join(tmpdir(), 'verify-pool-'));
    const run = async (json: unknown) => {
      const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
      await writeFile(file, JSON.stringify(json));
      try {
        const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, file]);
        return { code: 0, out: stdout };
      } catch (err) {
        const e = err as { code: number; stderr: string };
        return { code: e.code, out: e.stderr };
      }
    };
    // A treasurer makes the payout look smaller: the chain breaks at that entry.
    const tampered = structuredClone(good);
    const payout = tampered.statement.entries[3];
    if (!payout) throw new Error('no payout entry');
    payout.amount = -40;
    const [ok, bad, unreadable] = await Promise.all([run(good), run(tampered), run({ nothing: true })]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`chain ok: 4 entries`);
    expect(ok.out).toContain(good.statement.entries.at(-1)?.hash.slice(0, 8));

    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`chain broken at entry ${payout.entry_id}`);
    // Balances recomputed to match, the hash still gives it away.
    payout.balance = 2960;
    expect(checkPoolStatement(tampered)).toMatchObject({ ok: false, entryId: payout.entry_id, checked: 3 });
    // An entry removed from the middle: the next one breaks.
    const removed = structuredClone(good);
    const [, second, third] = removed.statement.entries;
    removed.statement.entries.splice(1, 1);
    expect(second).toBeDefined();
    expect(checkPoolStatement(removed)).toMatchObject({ ok: false, entryId: third?.entry_id });
    expect(unreadable).toMatchObject({ code: 1, out: expect.stringContaining('not a pool statement') });
  }, 240_000);
});
