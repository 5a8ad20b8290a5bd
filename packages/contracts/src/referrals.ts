import { z } from 'zod';

export const referralGetSchema = z.object({ userId: z.string().min(1) });
export const referralSchema = z.object({ userId: z.string(), code: z.string(), createdAt: z.string() });
export type Referral = z.infer<typeof referralSchema>;
