import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_DIR } from './env';

export interface FiledMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

/** The newest mail to `address` matching `match`, waiting up to 15 s for it to arrive. */
export async function waitForMail(
  address: string,
  match: (m: FiledMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<FiledMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(MAIL_DIR)).sort().reverse();
    for (const f of files) {
      const mail = JSON.parse(await readFile(path.join(MAIL_DIR, f), 'utf8')) as FiledMail;
      if (mail.to.includes(address.toLowerCase()) && match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The six-digit code in a mail's text. */
export function codeIn(mail: FiledMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  return m[1];
}
