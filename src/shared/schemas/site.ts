import { z } from 'zod';
import { email } from './common';

export const newsletterBody = z.object({ email });
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const contactBody = z.object({
  name: z.string().trim().max(120).optional(),
  email,
  message: z.string().trim().min(1, 'Please write your message.').max(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
