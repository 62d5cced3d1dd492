import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitForMailIn } from './wait-for-mail';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; content: Buffer }>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  port = 0;
  /** Called for every mail received (the browser tests file them where tests can read them). */
  onMail: ((mail: ReceivedMail) => Promise<void> | void) | undefined;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
              a.value.map((v) => v.address ?? ''),
            );
            this.received.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', content: a.content })),
            });
            await this.onMail?.(this.received[this.received.length - 1]!);
            for (const w of this.waiters.splice(0)) w();
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The newest mail to `address` that matches, waiting for it to arrive (up to 10 s). */
  waitFor(
    address: string,
    match: (m: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    return waitForMailIn(
      () => this.received,
      address,
      match,
      timeoutMs,
      (ms) => this.nextMail(ms),
    );
  }

  /** Waits until the next mail arrives, or `ms` have passed. */
  private nextMail(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
