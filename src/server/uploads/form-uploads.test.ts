import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, queryRow, queryRows } from '../db/typed-rows';
import { TINY_PNG_FOR_TESTS } from '../modules/goals/goals-test-kit';
import { type TestUser } from '../testing/factories';
import { ordinaryPhone } from '../testing/phones';
import { type TestServer } from '../testing/test-server';
import { useTestServerWithUser } from '../testing/use-test-server';

let server: TestServer;
let user: TestUser;
useTestServerWithUser({}, {}, (s, u) => ([server, user] = [s, u]));

const MB = 1024 * 1024;
const BOUNDARY = 'pamoja-test-boundary';

/** A multipart/form-data body with the given text fields and files, framed by BOUNDARY. */
function formBody(fields: Record<string, string>, files: Record<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A PNG of `size` bytes: a real PNG header, then padding (the server checks the type by the bytes). */
const bigPng = (size: number) => Buffer.concat([TINY_PNG_FOR_TESTS, Buffer.alloc(size - TINY_PNG_FOR_TESTS.length, 7)]);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** Bytes of the body the client had written when the answer came. */
  sentWhenAnswered: number;
}

/**
 * Sends a request over a socket of its own. With `sendOnly`, only that many bytes of the body are
 * written and the rest never comes (a slow or stalled upload): the answer must not wait for it.
 */
function rawRequest(
  method: string,
  path: string,
  body: Buffer,
  opts: { headers?: Record<string, string>; sendOnly?: number; chunked?: boolean } = {},
): Promise<RawAnswer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const headers: Record<string, string> = {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      accept: 'application/json',
      ...opts.headers,
    };
    if (!opts.chunked) headers['content-length'] = String(body.length);
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const answeredAt = sent;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // keep the text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, sentWhenAnswered: answeredAt });
        req.destroy();
      });
    });
    req.on('error', reject);
    const limit = opts.sendOnly ?? body.length;
    const step = 64 * 1024;
    const pump = () => {
      while (sent < limit) {
        const chunk = body.subarray(sent, Math.min(limit, sent + step));
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (opts.sendOnly === undefined) req.end();
    };
    pump();
  });
}

/** Rows in every table, and the bytes of every stored upload: "nothing was stored" is that these do not change. */
async function storedState(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows(
    db,
    z.object({ table_name: col.text }),
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const state: Record<string, number> = {};
  for (const { table_name } of tables) {
    // the per-address limits count every attempt, refused or not: that is bookkeeping, not content
    if (table_name === 'rate_limit_hits') continue;
    const count = await queryRow(
      db,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(table_name)}`,
    );
    state[table_name] = count?.n ?? -1;
  }
  const bytes = await queryRow(
    db,
    z.object({ n: col.bigint }),
    sql`SELECT COALESCE(SUM(octet_length(bytes)), 0)::bigint AS n FROM uploads`,
  );
  state['uploads.bytes'] = Number(bytes?.n ?? -1);
  return state;
}

const threeFiles = () =>
  formBody({ email: 'probe@example.com', password: 'x' }, { a: bigPng(5 * MB), b: bigPng(5 * MB), c: bigPng(5 * MB) });

describe('form uploads on routes that take no files', () => {
  it('answers 415 {message} to a 3 × 5 MB form on sign-in, the newsletter and an M-Pesa callback, and stores nothing', async () => {
    const body = threeFiles();
    const before = await storedState(server.ctx.db);
    const paths = [
      '/api/login',
      '/api/newsletter',
      `/mpesa/callbacks/stk/${crypto.randomUUID()}/not-the-token`,
      '/mpesa/callbacks/b2c-result/x/y',
    ];
    for (const path of paths) {
      const answer = await rawRequest('POST', path, body);
      expect([path, answer.status, answer.body]).toEqual([path, 415, { message: expect.stringMatching(/files/) }]);
    }
    expect(await storedState(server.ctx.db)).toEqual(before);
  });

  it('refuses before reading the body: a stalled upload gets its 415 although most of it never arrives', async () => {
    const body = threeFiles();
    for (const path of ['/api/login', '/api/newsletter', '/mpesa/callbacks/stk/x/y']) {
      const answer = await rawRequest('POST', path, body, { sendOnly: 256 * 1024 });
      expect(answer.status).toBe(415);
      expect(answer.sentWhenAnswered).toBeLessThan(body.length);
    }
  }, 20_000);

  it('refuses a form on a signed-in JSON route too, before the body (even for the owner)', async () => {
    const body = formBody({ userId: user.id, contributionAmount: '10' }, { junk: bigPng(1 * MB) });
    const answer = await rawRequest('POST', '/api/goals/00000000-0000-0000-0000-000000000000/contribute', body, {
      headers: { authorization: `Bearer ${user.token}` },
      sendOnly: 128 * 1024,
    });
    expect([answer.status, answer.body]).toEqual([415, { message: expect.any(String) }]);
  }, 20_000);
});

describe('form uploads on the routes that take files', () => {
  async function newRegistration(): Promise<string> {
    const n = Math.floor(Math.random() * 1e8);
    const res = await server.api.post<{ userId: string }>('/api/register/step1', {
      full_name: 'Upload Tester',
      email: `upload.${n}@example.com`,
      phone: ordinaryPhone(),
      password: 'Mvua-Nyingi-2026!',
      ref: '',
    });
    expect(res.status).toBe(201);
    return res.body.userId;
  }

  it('refuses a form larger than the ID step needs (two 5 MB images) with 413 {message} before reading it, storing nothing', async () => {
    const userId = await newRegistration();
    const before = await storedState(server.ctx.db);
    const body = formBody({ userId }, { front_id: bigPng(5 * MB), back_id: bigPng(5 * MB), extra: bigPng(5 * MB) });
    const answer = await rawRequest('POST', '/api/register/step2', body, { sendOnly: 256 * 1024 });
    expect([answer.status, answer.body]).toEqual([413, { message: expect.stringMatching(/MB/) }]);
    expect(await storedState(server.ctx.db)).toEqual(before);
  }, 20_000);

  it('takes two 5 MB ID images at step 2, and refuses a sixth megabyte in one of them with 413', async () => {
    const tooBig = await newRegistration();
    const before = await storedState(server.ctx.db);
    const over = await rawRequest(
      'POST',
      '/api/register/step2',
      formBody({ userId: tooBig }, { front_id: bigPng(5 * MB + 1), back_id: bigPng(1000) }),
    );
    expect([over.status, over.body]).toEqual([413, { message: 'Each image must be at most 5 MB.' }]);
    expect(await storedState(server.ctx.db)).toEqual(before);

    const userId = await newRegistration();
    const ok = await rawRequest(
      'POST',
      '/api/register/step2',
      formBody({ userId }, { front_id: bigPng(5 * MB), back_id: bigPng(5 * MB) }),
    );
    expect([ok.status, ok.body]).toEqual([201, { message: 'Your ID has been uploaded.' }]);
  }, 30_000);

  it('keeps each file route to what it needs: one picture for the profile, one image for a goal', async () => {
    const auth = { authorization: `Bearer ${user.token}` };
    const before = await storedState(server.ctx.db);
    const twoPictures = await rawRequest(
      'PUT',
      `/api/profiles/${user.id}/edit`,
      formBody({ name: 'Two Pics' }, { profilePic: bigPng(3 * MB), other: bigPng(3 * MB) }),
      {
        headers: auth,
        sendOnly: 128 * 1024,
      },
    );
    expect([twoPictures.status, twoPictures.body]).toEqual([413, { message: expect.stringMatching(/MB/) }]);
    const goal = {
      user_id: user.id,
      title: 'Shamba',
      target_amount: '1000',
      end_date: '2099-01-01',
      description: 'Land',
    };
    const twoImages = await rawRequest(
      'POST',
      '/api/goals',
      formBody(goal, { image: bigPng(3 * MB), image2: bigPng(3 * MB) }),
      {
        headers: auth,
        sendOnly: 128 * 1024,
      },
    );
    expect([twoImages.status, twoImages.body]).toEqual([413, { message: expect.stringMatching(/MB/) }]);
    expect(await storedState(server.ctx.db)).toEqual(before);

    const picture = await rawRequest(
      'PUT',
      `/api/profiles/${user.id}/edit`,
      formBody({ name: 'One Pic' }, { profilePic: bigPng(5 * MB) }),
      { headers: auth },
    );
    expect(picture.status).toBe(200);
    const created = await rawRequest('POST', '/api/goals', formBody(goal, { image: bigPng(5 * MB) }), {
      headers: auth,
    });
    expect(created.status).toBe(201);
    const goalId = (created.body as { goal: { goal_id: string } }).goal.goal_id;
    const { user_id: _owner, ...edit } = goal;
    const edited = await rawRequest('PUT', `/api/goals/${goalId}`, formBody(edit, { image: TINY_PNG_FOR_TESTS }), {
      headers: auth,
    });
    expect(edited.status).toBe(200);
  }, 30_000);

  it('needs the length of a form up front: a chunked upload to a file route gets 411 {message}', async () => {
    const userId = await newRegistration();
    const answer = await rawRequest(
      'POST',
      '/api/register/step2',
      formBody({ userId }, { front_id: TINY_PNG_FOR_TESTS, back_id: TINY_PNG_FOR_TESTS }),
      {
        chunked: true,
      },
    );
    expect([answer.status, answer.body]).toEqual([411, { message: expect.any(String) }]);
  });
});
