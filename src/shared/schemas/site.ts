import { z } from 'zod';
import { COMMON_TEXT } from './common-texts';
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
    .refine(noNul, COMMON_TEXT.nameCharacters)
    .optional()
    .transform((v) => (v ? v : undefined)),
  email,
  message: z
    .string({ error: (iss) => (iss.code === 'invalid_type' ? COMMON_TEXT.writeMessage : undefined) })
    .trim()
    .min(1, COMMON_TEXT.writeMessage)
    .max(CONTACT_MESSAGE_MAX)
    .refine(noNul, COMMON_TEXT.messageCharacters),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactInput = z.input<typeof contactBody>;
