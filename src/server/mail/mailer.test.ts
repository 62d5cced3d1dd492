import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { TestSmtpServer } from '../testing/smtp';
import { createMailer } from './mailer';

const FROM = 'Pamoja <no-reply@pamoja.test>';

/** A real pino logger whose lines the test can read. */
function capturingLog(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink) as unknown as Logger, lines };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-mail-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A mailer sending from FROM through `smtpUrl` (none: to the outbox in DATA_DIR), with the lines it logs. */
function capturingMailer(smtpUrl: string | undefined) {
  const { log, lines } = capturingLog();
  return { mailer: createMailer({ smtpUrl, from: FROM, dataDir, log }), lines };
}

/** A verification code mail as the app sends one. */
const codeMail = (to: string, subject: string, code: string) => ({
  to,
  subject,
  text: `Your verification code is ${code}.`,
});

describe('mailer with SMTP_URL', () => {
  const smtp = new TestSmtpServer();
  let url: string;
  beforeAll(async () => {
    url = await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('delivers the mail, with its attachment, to the SMTP server and writes no outbox file', async () => {
    const { mailer, lines } = capturingMailer(url);
    await mailer.send({
      ...codeMail('wanjiku@example.com', 'Your Pamoja code', '123456'),
      attachments: [{ filename: 'account.json', content: '{"name":"Wanjiku"}', contentType: 'application/json' }],
    });
    mailer.close();
    const mail = await smtp.waitFor('wanjiku@example.com', (m) => m.subject === 'Your Pamoja code');
    expect(mail.to).toEqual(['wanjiku@example.com']);
    expect(mail.from).toBe('"Pamoja" <no-reply@pamoja.test>');
    expect(mail.text.trim()).toBe('Your verification code is 123456.');
    expect(mail.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([
      ['account.json', '{"name":"Wanjiku"}'],
    ]);
    expect(lines.find((l) => l.msg === 'mail sent')).toMatchObject({
      to: 'wanjiku@example.com',
      subject: 'Your Pamoja code',
    });
    await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
  });

  it('rejects when the SMTP server cannot be reached, so the caller knows the mail did not go', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { mailer } = capturingMailer(`smtp://127.0.0.1:${port}`);
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mailer without SMTP_URL', () => {
  it('writes the mail as an .eml file under DATA_DIR/outbox and logs its text', async () => {
    const { mailer, lines } = capturingMailer(undefined);
    await mailer.send(codeMail('otieno@example.com', 'Karibu Pamoja', '654321'));
    await mailer.send({ to: 'achieng@example.com', subject: 'Second', text: 'Another mail.' });
    mailer.close();

    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const emls = await Promise.all(files.map((f) => readFile(path.join(dataDir, 'outbox', f), 'utf8')));
    const first = emls.find((e) => e.includes('Subject: Karibu Pamoja'));
    expect(first).toBeDefined();
    expect(first).toContain('To: otieno@example.com');
    expect(first).toMatch(/^From: "?Pamoja"? <no-reply@pamoja\.test>$/m);
    expect(first).toContain('Your verification code is 654321.');

    const logged = lines.filter((l) => l.msg === 'mail written to outbox');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      to: 'otieno@example.com',
      subject: 'Karibu Pamoja',
      text: 'Your verification code is 654321.',
    });
    expect(files.map((f) => path.join(dataDir, 'outbox', f))).toContain(logged[0]!.file);
  });
});
