import { z } from 'zod';

// Spec §3 User, as returned by GET /api/auth/user.
// TODO: import UserSchema from @wine/contracts once packages/contracts exports it.
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // 'premium' means Premium; anything else means Free (spec §3).
  subscriptionPlan: z.string().default('free'),
  profileCompleted: z.boolean().default(false),
  usage: z.object({ savedWines: z.number().int(), uploadedWines: z.number().int() }).default({ savedWines: 0, uploadedWines: 0 }),
});

export type User = z.infer<typeof UserSchema>;

export const AccessTokenResponseSchema = z.object({ accessToken: z.string().min(1) });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;
