import { z } from 'zod';

// Referral program (docs/product-rules.md#referrals): a friend signs up through the referrer's link (/?ref=CODE).
// Codes have no 0/O or 1/I: they are read aloud and typed by friends.
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z
  .string({ error: 'referralCode must be a string' })
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{8}$/, 'referralCode must be 8 letters and digits from a referral link');

export const referralGetSchema = z.object({ userId: z.string().min(1) });
/** A new account, told to content by the gateway as it signs up (the registration event repeats it). */
export const referralSignUpSchema = z.object({ userId: z.string().min(1), referralCode: z.string().nullable() });
export const referralSchema = z.object({
  userId: z.string(),
  code: z.string(),
  createdAt: z.string(),
  /** the code of the friend whose link this user signed up with */
  referredBy: z.string().nullable(),
  /** how many people signed up with this user's code */
  friendsReferred: z.number().int().min(0),
});
export type Referral = z.infer<typeof referralSchema>;
