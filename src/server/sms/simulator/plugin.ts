import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormBodies } from '../../http/form-body';
import { outcomeFor } from './outcomes';

export const AT_SIMULATOR_PREFIX = '/africastalking/simulator';

export interface AtSimulatorOptions {
  /** Where delivery reports go (the app's own delivery-report route). */
  deliveryReportUrl: () => string;
}

const PHONE = /^\+254[17]\d{8}$/;
/** Africa's Talking quotes cost to four decimals: KES 0.8000 a message, counted in ten-thousandths. */
const costOf = (messages: number) => {
  const units = messages * 8_000;
  return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
};
const str = (body: unknown, key: string): string => {
  const value: unknown = body !== null && typeof body === 'object' ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * Africa's Talking's messaging endpoint played under the app's own origin (SMS_MODE=simulator): it
 * checks the apiKey and username, answers as Africa's Talking does, and posts a delivery report to
 * the app after SMS_SIMULATOR_DELAY_MS.
 */
export const africasTalkingSimulator: FastifyPluginAsync<AtSimulatorOptions> = async (app, opts) => {
  const s = app.ctx.config.sms;
  const failedOnce = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });
  acceptFormBodies(app);

  const report = (messageId: string, phone: string, delivered: boolean) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const form = new URLSearchParams({
        id: messageId,
        status: delivered ? 'Success' : 'Failed',
        phoneNumber: phone,
        networkCode: '63902',
        retryCount: '0',
        ...(delivered ? {} : { failureReason: 'AbsentSubscriber' }),
      });
      fetch(opts.deliveryReportUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
        body: form,
      }).catch((err: unknown) => app.log.warn({ err }, 'simulated delivery report not delivered'));
    }, s.simulatorDelayMs);
    timers.add(timer);
  };

  app.post(`${AT_SIMULATOR_PREFIX}/version1/messaging`, { config: { access: 'public' } }, async (request, reply) => {
    if (request.headers.apikey !== s.apiKey)
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    const body = request.body;
    if (str(body, 'username') !== s.username)
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    const message = str(body, 'message');
    const to = str(body, 'to');
    if (!message || !to) return reply.status(400).type('text/plain').send('Missing required field: to or message');
    const recipients = to.split(',').map((phone) => phone.trim());
    if (recipients.some((phone) => outcomeFor(phone) === 'fail-once' && !failedOnce.has(phone))) {
      for (const phone of recipients) failedOnce.add(phone);
      return reply.status(503).type('text/plain').send('Service temporarily unavailable');
    }
    const answers = recipients.map((phone) => {
      const outcome = outcomeFor(phone);
      if (!PHONE.test(phone) || outcome === 'invalid') {
        return { statusCode: 403, number: phone, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      }
      if (outcome === 'no-balance') {
        return { statusCode: 405, number: phone, status: 'InsufficientBalance', cost: '0', messageId: 'None' };
      }
      const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
      report(messageId, phone, outcome !== 'absent');
      return { statusCode: 101, number: phone, status: 'Success', cost: 'KES 0.8000', messageId };
    });
    const sent = answers.filter((a) => a.statusCode === 101).length;
    return reply.status(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent}/${answers.length} Total Cost: KES ${costOf(sent)}`,
        Recipients: answers,
      },
    });
  });
};
