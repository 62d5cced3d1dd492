import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitForMailIn } from '../../src/server/testing/wait-for-mail';
import { MAIL_DIR } from './env';

export interface FiledMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

/** The newest mail to `address` matching `match`, waiting up to 15 s for it to arrive. */
export function waitForMail(
  address: string,
  match: (m: FiledMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<FiledMail> {
  return waitForMailIn(filedMails, address, match, timeoutMs);
}

/** The mails filed so far, oldest first. */
async function filedMails(): Promise<FiledMail[]> {
  const files = (await readdir(MAIL_DIR)).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(MAIL_DIR, f), 'utf8')) as FiledMail));
}

/** The six-digit code in a mail's text. */
export function codeIn(mail: FiledMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  return m[1];
}
