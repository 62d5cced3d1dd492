import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeKenyanPhone } from '../../../shared/phone';
import { UnsupportedMediaTypeError } from '../../errors';
import { acceptFormBodies } from '../../http/form-body';
import { answer } from './ussd-menu';
import { end, render } from './ussd-reply';
import { ussdTexts } from './ussd-texts';

/** Callbacks one phone may make per minute: a person at a keypad makes a few. */
export const USSD_PER_PHONE_PER_MINUTE = 30;

/** Africa's Talking's USSD callback: form fields, all text. Lengths are judged by the menu (which always answers). */
const callback = z.object({
  sessionId: z.string().optional(),
  serviceCode: z.string().optional(),
  phoneNumber: z.string().optional(),
  networkCode: z.string().optional(),
  text: z.string().optional(),
});

/** Africa's Talking posts each step as a form; anything else (JSON too) is refused before it is read. */
const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** The number the per-phone limit counts under: one Kenyan mobile however it is written (+254…, 07…, 7…). */
const phoneOf = (request: FastifyRequest) => {
  const parsed = callback.safeParse(request.body);
  const given = parsed.success ? (parsed.data.phoneNumber ?? '').slice(0, 20) : '';
  return normalizeKenyanPhone(given) ?? given.replace(/\D/g, '').slice(-12);
};

/**
 * `POST /ussd` (docs/product/ussd.md): each step of a session, answered `CON …` or `END …` in
 * text/plain. Public, as Africa's Talking calls it; decision 035 says what guards it.
 */
export const ussdRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, 8_192);
  const perPhone = app.createRateLimit({
    max: USSD_PER_PHONE_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `ussd:${phoneOf(request)}`,
  });
  app.post('/ussd', {
    config: { access: 'public' },
    onRequest: async (request) => {
      if (!FORM.test(request.headers['content-type'] ?? '')) throw new UnsupportedMediaTypeError(ussdTexts.notAForm);
    },
    schema: {
      tags: ['ussd'],
      description:
        "Africa's Talking's USSD callback (form fields sessionId, serviceCode, phoneNumber, networkCode, text). " +
        'Answers text/plain `CON <screen>` (more input) or `END <screen>`, at most 182 characters.',
      body: callback,
    },
    handler: async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      const limit = await perPhone(request);
      if (!limit.isAllowed && limit.isExceeded) return render(end(ussdTexts.tooMany.en));
      try {
        return render(await answer(app.ctx, request.body));
      } catch (err) {
        request.log.error({ err }, 'USSD step failed');
        return render(end(ussdTexts.failed.en));
      }
    },
  });
};
