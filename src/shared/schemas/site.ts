import { z } from 'zod';
import { email } from './common';

/** PostgreSQL text cannot hold a NUL character; refuse it as input instead of failing to store it. */
const noNul = (v: string) => !v.includes('\u0000');

export const newsletterBody = z.object({ email });
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const CONTACT_MESSAGE_MAX = 5000;

/** The landing page's Contact Support form: name optional, email and message required. */
export const contactBody = z.object({
  name: z
    .string()
    .trim()
    .max(120)
    .refine(noNul, 'Please remove the unusual characters from your name.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  email,
  message: z
    .string({ error: (iss) => (iss.code === 'invalid_type' ? 'Please write your message.' : undefined) })
    .trim()
    .min(1, 'Please write your message.')
    .max(CONTACT_MESSAGE_MAX)
    .refine(noNul, 'Please remove the unusual characters from your message.'),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactInput = z.input<typeof contactBody>;
