import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { AfricasTalkingClient, type SendOutcome } from '../../sms/at-client';
import { AT_SIMULATOR_PREFIX } from '../../sms/simulator/plugin';

/** Sends one text; every failure is an outcome (sent, retry later, or never deliverable). */
export type SmsTransport = (sms: { id: bigint; phone: string; message: string }) => Promise<SendOutcome>;

const transports = new WeakMap<AppContext, SmsTransport>();

/**
 * The transport SMS_MODE names: `outbox` logs each text and writes it to DATA_DIR/sms-outbox/
 * (so a local user can read it); `simulator` and `africastalking` use the real Africa's Talking
 * client, against the simulator under the app's own origin or against Africa's Talking.
 */
export function smsTransport(ctx: AppContext): SmsTransport {
  let transport = transports.get(ctx);
  if (transport) return transport;
  const s = ctx.config.sms;
  if (s.mode === 'outbox') {
    const folder = path.resolve(ctx.config.dataDir, 'sms-outbox');
    transport = async (sms) => {
      const file = path.join(folder, `${sms.id}.txt`);
      await mkdir(folder, { recursive: true });
      await writeFile(file, `To: +${sms.phone}\n\n${sms.message}\n`);
      ctx.log.info({ to: sms.phone, text: sms.message, file }, 'SMS written to outbox');
      return { kind: 'accepted', messageId: `outbox-${sms.id}`, status: 'Outbox', cost: undefined };
    };
  } else {
    const client = new AfricasTalkingClient({
      baseUrl: () => (s.mode === 'simulator' ? `${ctx.publicUrl()}${AT_SIMULATOR_PREFIX}` : s.baseUrl),
      username: s.username,
      apiKey: s.apiKey,
      senderId: s.senderId,
    });
    transport = (sms) => client.send(sms.phone, sms.message);
  }
  transports.set(ctx, transport);
  return transport;
}
