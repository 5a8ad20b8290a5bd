import { z } from 'zod';

// Kafka topics for domain events (at-least-once; every consumer is idempotent by eventId).
export const TOPICS = {
  userRegistered: 'identity.user.registered',
  userDeleted: 'identity.user.deleted',
  planChanged: 'billing.plan.changed',
  photoAnalysed: 'ai.photo.analysed',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
export const ALL_TOPICS: Topic[] = Object.values(TOPICS);
/** Where a consumer parks an event it failed to handle several times, instead of blocking its partition. */
export const DEAD_LETTER_TOPIC = 'events.dead-letter';

export const userRegisteredSchema = z.object({
  userId: z.string().min(1),
  email: z.string().email(),
  // the referral link's code the user signed up with, if any (content records the referral)
  referralCode: z.string().nullable().default(null),
});
export const userDeletedSchema = z.object({ userId: z.string().min(1) });
export const planChangedSchema = z.object({
  userId: z.string().min(1),
  plan: z.enum(['free', 'premium']),
  // epoch seconds; Premium stays until then after a cancellation at period end
  currentPeriodEnd: z.number().int().nullable(),
});
export const photoAnalysedSchema = z.object({
  photoId: z.string().min(1),
  userId: z.string().min(1),
  status: z.enum(['done', 'failed']),
});

export const EVENT_SCHEMAS = {
  [TOPICS.userRegistered]: userRegisteredSchema,
  [TOPICS.userDeleted]: userDeletedSchema,
  [TOPICS.planChanged]: planChangedSchema,
  [TOPICS.photoAnalysed]: photoAnalysedSchema,
} satisfies Record<Topic, z.ZodType>;
export type EventPayload<T extends Topic> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** What travels on the wire: the payload wrapped with an id consumers deduplicate on. */
export interface EventEnvelope<T extends Topic = Topic> {
  eventId: string;
  topic: T;
  occurredAt: string;
  payload: EventPayload<T>;
}
