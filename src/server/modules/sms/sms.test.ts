import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { createUser, type TestUser } from '../../testing/factories';
import { startTestServer, TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { applyEarlyReport, deliveryReportToken, recordDeliveryReport } from './delivery-reports';
import { queueSms, type SmsCategory } from '../../sms/sms-outbox';
import { MAX_SMS_ATTEMPTS, sendDueSms, smsBackoffMs } from './sms-sender';

/**
 * SMS (docs/product/sms.md): texts queued with their event, sent by the job through the real Africa's
 * Talking client to the simulator over HTTP, retried with backoff, settled by delivery reports.
 */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));
const server = useTestServer({ clock, env: { SMS_MODE: 'simulator', SMS_SIMULATOR_DELAY_MS: '10' } });

const smsRow = z.object({
  status: col.text,
  message: col.text,
  phone: col.text,
  attempts: col.int,
  provider_message_id: col.text.nullable(),
  last_error: col.text.nullable(),
  next_attempt_at: col.timestamp,
});
const rowsOf = (userId: string) =>
  queryRows(
    server.ctx.db,
    smsRow,
    sql`SELECT status, message, phone, attempts, provider_message_id, last_error, next_attempt_at
        FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
  );
const onlyRow = async (userId: string) => {
  const found = await rowsOf(userId);
  expect(found).toHaveLength(1);
  return found[0]!;
};

async function smsUser(opts: { localPhone?: string; sms?: boolean; language?: 'en' | 'sw' } = {}): Promise<TestUser> {
  const user = await createUser(server.ctx, opts.localPhone ? { localPhone: opts.localPhone } : {});
  await server.ctx.db.execute(
    sql`UPDATE users SET sms_notifications = ${opts.sms ?? true}, language = ${opts.language ?? 'en'} WHERE id = ${user.id}`,
  );
  return user;
}

/** Makes each queued event and each simulator number of this file its own. */
let sequence = 0;

async function queue(user: TestUser, category: SmsCategory = 'money', eventKey = `test:${(sequence += 1)}`) {
  await inTransaction(server.ctx.db, (tx) =>
    queueSms(tx, {
      userId: user.id,
      text: { en: 'Pamoja: KES 200.00 received from M-Pesa.', sw: 'Pamoja: KES 200.00 zimepokelewa kutoka M-Pesa.' },
      category,
      eventKey,
      at: clock.now(),
    }),
  );
}

/** A number ending in the four digits that tell the simulator what to do. */
const numberEnding = (digits: string) =>
  `07${String(10 + (sequence++ % 89)).padStart(2, '0')}${String(sequence % 100).padStart(2, '0')}${digits}`;

describe('queueing', () => {
  it('writes the text in the user’s language, once per event, only to users who take texts of that kind', async () => {
    const english = await smsUser();
    const swahili = await smsUser({ language: 'sw' });
    const quiet = await smsUser({ sms: false });
    await queue(english, 'money', 'deposit:one');
    await queue(english, 'money', 'deposit:one');
    await queue(swahili);
    await queue(quiet, 'money');
    await queue(quiet, 'security');
    expect((await onlyRow(english.id)).message).toBe('Pamoja: KES 200.00 received from M-Pesa.');
    expect((await onlyRow(english.id)).phone).toBe(english.phone);
    expect((await onlyRow(swahili.id)).message).toBe('Pamoja: KES 200.00 zimepokelewa kutoka M-Pesa.');
    expect((await rowsOf(quiet.id)).length).toBe(1);
  });
});

describe('sending through the simulator', () => {
  it('sends with the real client, then the delivery report marks the text delivered', async () => {
    const user = await smsUser();
    await queue(user);
    while ((await sendDueSms(server.ctx)) > 0);
    const sent = await onlyRow(user.id);
    // The simulator's delivery report may already have come (it waits 10 ms here).
    expect(['sent', 'delivered']).toContain(sent.status);
    expect(sent.attempts).toBe(1);
    expect(sent.provider_message_id).toMatch(/^ATXid_[0-9a-f]{32}$/);
    await expect.poll(async () => (await onlyRow(user.id)).status).toBe('delivered');
  });

  it('gives up at once on a number that can never receive it', async () => {
    const user = await smsUser({ localPhone: numberEnding('0403') });
    await queue(user);
    await sendDueSms(server.ctx);
    expect(await onlyRow(user.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '403 InvalidPhoneNumber',
    });
  });

  it('retries after a gateway failure, with backoff, and sends on the next try', async () => {
    const user = await smsUser({ localPhone: numberEnding('0503') });
    await queue(user);
    await sendDueSms(server.ctx);
    const first = await onlyRow(user.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toContain('HTTP 503');
    expect(first.next_attempt_at.getTime()).toBe(clock.now().getTime() + smsBackoffMs(1));
    await sendDueSms(server.ctx);
    expect((await onlyRow(user.id)).status).toBe('pending');
    clock.advance(smsBackoffMs(1));
    await sendDueSms(server.ctx);
    expect((await onlyRow(user.id)).attempts).toBe(2);
    await expect.poll(async () => (await onlyRow(user.id)).status).toBe('delivered');
  });

  it('stops retrying after the last attempt', async () => {
    const user = await smsUser({ localPhone: numberEnding('0405') });
    await queue(user);
    for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS; attempt += 1) {
      await sendDueSms(server.ctx);
      clock.advance(smsBackoffMs(attempt));
    }
    expect(await onlyRow(user.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_SMS_ATTEMPTS,
      last_error: '405 InsufficientBalance',
    });
  });

  it('records a text that was sent but never arrived', async () => {
    const user = await smsUser({ localPhone: numberEnding('0410') });
    await queue(user);
    await sendDueSms(server.ctx);
    await expect.poll(async () => (await onlyRow(user.id)).status).toBe('failed');
    expect((await onlyRow(user.id)).last_error).toBe('AbsentSubscriber');
  });

  it('sends each text once when two senders run at the same time', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => smsUser()));
    for (const user of users) await queue(user);
    await Promise.all([sendDueSms(server.ctx), sendDueSms(server.ctx), sendDueSms(server.ctx)]);
    for (const user of users) {
      const row = await onlyRow(user.id);
      expect(row.attempts).toBe(1);
      expect(['sent', 'delivered']).toContain(row.status);
    }
  });
});

describe('delivery reports', () => {
  const post = (token: string, form: Record<string, string>) =>
    fetch(`${server.url}/sms/delivery-reports/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });

  it('are refused on a wrong address, and a late or repeated one never undoes a delivery', async () => {
    const user = await smsUser({ localPhone: numberEnding('0410') });
    await queue(user);
    await sendDueSms(server.ctx);
    const id = (await onlyRow(user.id)).provider_message_id!;
    await expect.poll(async () => (await onlyRow(user.id)).status).toBe('failed');
    const forged = await post('not-the-token-at-all-000000000000', { id, status: 'Success' });
    expect(forged.status).toBe(404);
    expect((await onlyRow(user.id)).status).toBe('failed');
    const token = deliveryReportToken(server.ctx.config.sms.apiKey);
    expect((await post(token, { id, status: 'Success' })).status).toBe(200);
    expect((await onlyRow(user.id)).status).toBe('delivered');
    expect((await post(token, { id, status: 'Failed', failureReason: 'Expired' })).status).toBe(200);
    expect((await onlyRow(user.id)).status).toBe('delivered');
    expect((await post(token, { status: 'Success' })).status).toBe(400);
  });
});

describe('a delivery report that overtakes the sender', () => {
  it('waits until the sender records the message, then applies', async () => {
    const user = await smsUser();
    await queue(user);
    // The report comes before the sender has written Africa's Talking's id to the row…
    await recordDeliveryReport(server.ctx.db, { id: 'ATXid_overtaking', status: 'Success' }, clock.now());
    expect((await onlyRow(user.id)).status).toBe('pending');
    // …and the sender's record of that id applies it.
    await inTransaction(server.ctx.db, async (tx) => {
      await tx.execute(
        sql`UPDATE sms_outbox SET status = 'sent', provider_message_id = 'ATXid_overtaking' WHERE user_id = ${user.id}`,
      );
      await applyEarlyReport(tx, 'ATXid_overtaking');
    });
    expect((await onlyRow(user.id)).status).toBe('delivered');
    const left = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT count(*) AS n FROM sms_early_reports`,
    );
    expect(left?.n).toBe(0n);
  });
});

describe('the outbox', () => {
  it('writes each text to DATA_DIR/sms-outbox when no SMS service is configured', async () => {
    const outbox = await startTestServer({ clock, env: { SMS_MODE: 'outbox' } });
    try {
      const user = await createUser(outbox.ctx);
      await outbox.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${user.id}`);
      await inTransaction(outbox.ctx.db, (tx) =>
        queueSms(tx, {
          userId: user.id,
          text: { en: 'Hello saver', sw: 'Habari' },
          category: 'money',
          eventKey: 'x:1',
          at: clock.now(),
        }),
      );
      expect(await sendDueSms(outbox.ctx)).toBe(1);
      const row = await queryRow(
        outbox.ctx.db,
        z.object({ status: col.text, provider_message_id: col.text }),
        sql`SELECT status, provider_message_id FROM sms_outbox`,
      );
      expect(row?.status).toBe('sent');
      const folder = path.join(outbox.ctx.config.dataDir, 'sms-outbox');
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(folder, files[0]!), 'utf8')).toBe(`To: +${user.phone}\n\nHello saver\n`);
    } finally {
      await outbox.close();
    }
  });
});
