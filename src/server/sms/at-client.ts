import { z } from 'zod';

/**
 * Africa's Talking's messaging API (POST {base}/version1/messaging, a form with username, to,
 * message and from; the apiKey header), as Pamoja uses it: one message to one number at a time.
 */
export interface AtSettings {
  /** e.g. https://api.africastalking.com, or the simulator under the app's own origin. */
  baseUrl: () => string;
  username: string;
  apiKey: string;
  senderId: string | undefined;
  timeoutMs?: number;
}

const recipient = z.object({
  statusCode: z.coerce.number().int(),
  number: z.string(),
  status: z.string(),
  cost: z.string().optional(),
  messageId: z.string().optional(),
});
const sendResponse = z.object({
  SMSMessageData: z.object({ Message: z.string().optional(), Recipients: z.array(recipient) }),
});
export type AtRecipient = z.infer<typeof recipient>;

/** Per-recipient codes meaning Africa's Talking took the message (Processed, Sent, Queued). */
const ACCEPTED = new Set([100, 101, 102]);
/** Codes worth another try later: RiskHold, InsufficientBalance and the gateway's own failures. */
const TRANSIENT = new Set([401, 405, 500, 501, 502]);

/** What became of one message: taken (with Africa's Talking's id), worth retrying, or never deliverable. */
export type SendOutcome =
  | { kind: 'accepted'; messageId: string; status: string; cost: string | undefined }
  | { kind: 'retry'; reason: string }
  | { kind: 'rejected'; reason: string };

export class AfricasTalkingClient {
  constructor(private readonly s: AtSettings) {}

  /** Sends `message` to `phone` (2547XXXXXXXX); never throws: every failure is an outcome. */
  async send(phone: string, message: string): Promise<SendOutcome> {
    const form = new URLSearchParams({ username: this.s.username, to: `+${phone}`, message });
    if (this.s.senderId) form.set('from', this.s.senderId);
    let res: Response;
    try {
      res = await fetch(`${this.s.baseUrl()}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.s.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(this.s.timeoutMs ?? 15_000),
      });
    } catch (error) {
      return {
        kind: 'retry',
        reason: `Africa's Talking unreachable: ${error instanceof Error ? error.message : 'unknown'}`,
      };
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500 || res.status === 429)
      return { kind: 'retry', reason: `HTTP ${res.status}: ${text.slice(0, 200)}` };
    if (!res.ok) return { kind: 'rejected', reason: `HTTP ${res.status}: ${text.slice(0, 200)}` };
    let parsed: z.infer<typeof sendResponse>;
    try {
      parsed = sendResponse.parse(JSON.parse(text));
    } catch {
      return { kind: 'retry', reason: `an answer that is not Africa's Talking's: ${text.slice(0, 200)}` };
    }
    const r = parsed.SMSMessageData.Recipients[0];
    if (!r) return { kind: 'rejected', reason: parsed.SMSMessageData.Message ?? 'no recipient in the answer' };
    if (ACCEPTED.has(r.statusCode) && r.messageId) {
      return { kind: 'accepted', messageId: r.messageId, status: r.status, cost: r.cost };
    }
    const reason = `${r.statusCode} ${r.status}`;
    return TRANSIENT.has(r.statusCode) ? { kind: 'retry', reason } : { kind: 'rejected', reason };
  }
}
