import { z } from 'zod';
import { emailSchema } from './auth';

// Help centre (docs/product-rules.md#static-content): 17 static articles in four categories.
export const HELP_CATEGORIES = ['App Usage', 'Data & Privacy', 'Subscription', 'Support'] as const;
export const helpArticleSchema = z.object({
  id: z.number().int(),
  category: z.enum(HELP_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  icon: z.string(), // a Material icon name
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

// Contact form (/contact): name, e-mail and message required, subject optional.
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;
export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CONTACT_LIMITS.name, `name must be at most ${CONTACT_LIMITS.name} characters`),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .optional()
    .default(''),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(CONTACT_LIMITS.message, `message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactReceiptSchema = z.object({ success: z.literal(true), id: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
export const CONTACT_SENT_MESSAGE = "Thanks for reaching out. We'll get back to you within 24 hours.";

// Coming-soon waitlist.
export const emailSignupSchema = z.object({ email: emailSchema });
export type EmailSignup = z.infer<typeof emailSignupSchema>;
export const emailSignupResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type EmailSignupResult = z.infer<typeof emailSignupResultSchema>;
export const WAITLIST_JOINED_MESSAGE = "Thanks for joining our waitlist! We'll notify you when the product launches.";
