import { z } from 'zod';
import { userSchema } from './auth';
import { cellarBottleSchema, openedBottleSchema, tastingSchema } from './bottles';
import { importPreviewSchema, importResultSchema } from './cellar-import';
import { drinkingPlanSchema } from './drinking-plan';
import { cellarAnalyticsSchema, cellarUsageSchema, savedWineSchema, uploadAnalysisSchema } from './cellar';
import { contactReceiptSchema, emailSignupResultSchema, helpArticleSchema } from './content';
import { serviceHealthSchema } from './health';
import {
  billingInfoSchema,
  billingMessageSchema,
  billingProviderInfoSchema,
  checkoutSessionResponseSchema,
  checkoutSuccessResponseSchema,
  localConfirmResponseSchema,
  portalSessionResponseSchema,
  subscriptionCreationResponseSchema,
} from './http-responses';
import { PATTERNS } from './patterns';
import { photoSchema } from './analysis-jobs';
import {
  cellarPalateSignalsSchema,
  palateProfileSchema,
  palateResetSchema,
  recommendationFeedbackListSchema,
  recommendationFeedbackSchema,
} from './recommendation-feedback';
import { recommendationHistorySchema, recommendationsResponseSchema, userPreferencesSchema } from './recommendations';
import { referralSchema } from './referrals';
import { notificationSettingsSchema, reminderRecipientSchema, reminderRunSchema } from './reminders';
import { winerySearchResponseSchema } from './wineries';

// What each service answers, by message pattern: the gateway checks every reply against it, so a
// service that answers something else (a bug, a half-deployed version) is caught at the boundary
// instead of reaching a user (issue 12). Patterns without an entry have no reply schema yet.

/** What identity knows of a user (the User without usage, which the gateway adds). */
export const identityUserSchema = userSchema.omit({ usage: true });
/** Identity's answer to register, login and refresh (IssuedSession). */
export const issuedSessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), user: identityUserSchema });

const uploadRecordSchema = uploadAnalysisSchema.extend({ photoKey: z.string() });
// the reply of a message that only does something
const deleted = z.object({ deleted: z.literal(true) });
const success = z.object({ success: z.literal(true) });

export const REPLY_SCHEMAS: Readonly<Partial<Record<string, z.ZodType>>> = {
  [PATTERNS.identity.health]: serviceHealthSchema,
  [PATTERNS.identity.register]: issuedSessionSchema,
  [PATTERNS.identity.login]: issuedSessionSchema,
  [PATTERNS.identity.refresh]: issuedSessionSchema,
  [PATTERNS.identity.userGet]: identityUserSchema,
  [PATTERNS.identity.userUpdate]: identityUserSchema,
  [PATTERNS.identity.profileSetup]: identityUserSchema,
  [PATTERNS.identity.preferencesGet]: userPreferencesSchema,
  [PATTERNS.identity.notificationsGet]: notificationSettingsSchema,
  [PATTERNS.identity.notificationsSet]: notificationSettingsSchema,
  [PATTERNS.identity.reminderRecipients]: z.array(reminderRecipientSchema),
  [PATTERNS.identity.logout]: success,
  [PATTERNS.identity.passwordChange]: success,
  [PATTERNS.identity.userDelete]: success,

  [PATTERNS.cellar.health]: serviceHealthSchema,
  [PATTERNS.cellar.savedSave]: z.object({ wine: savedWineSchema, created: z.boolean() }),
  [PATTERNS.cellar.savedList]: z.array(savedWineSchema),
  [PATTERNS.cellar.savedDelete]: deleted,
  [PATTERNS.cellar.uploadsList]: z.array(uploadAnalysisSchema),
  [PATTERNS.cellar.uploadsGet]: uploadRecordSchema,
  [PATTERNS.cellar.uploadsUpdate]: uploadAnalysisSchema,
  [PATTERNS.cellar.uploadsDelete]: deleted,
  [PATTERNS.cellar.uploadReserve]: z.object({ reservationId: z.string().min(1) }),
  [PATTERNS.cellar.uploadRelease]: z.object({ released: z.literal(true) }),
  [PATTERNS.cellar.uploadCreate]: uploadAnalysisSchema,
  [PATTERNS.cellar.usageGet]: cellarUsageSchema,
  [PATTERNS.cellar.analytics]: cellarAnalyticsSchema,
  [PATTERNS.cellar.exportCsv]: z.object({ filename: z.string().min(1), csv: z.string() }),
  [PATTERNS.cellar.bottleUpdate]: cellarBottleSchema,
  [PATTERNS.cellar.bottleOpen]: openedBottleSchema,
  [PATTERNS.cellar.tastingsOfItem]: z.array(tastingSchema),
  [PATTERNS.cellar.importPreview]: importPreviewSchema,
  [PATTERNS.cellar.importConfirm]: importResultSchema,
  [PATTERNS.cellar.tastingsJournal]: z.array(tastingSchema),
  [PATTERNS.cellar.drinkingPlan]: drinkingPlanSchema,
  [PATTERNS.cellar.palateSignals]: cellarPalateSignalsSchema,
  [PATTERNS.cellar.remindersRun]: reminderRunSchema,

  [PATTERNS.ai.health]: serviceHealthSchema,
  [PATTERNS.ai.photoEnqueue]: photoSchema,
  [PATTERNS.ai.photoGet]: photoSchema,
  [PATTERNS.ai.recommend]: recommendationsResponseSchema,
  [PATTERNS.ai.recommendationHistory]: recommendationHistorySchema,
  [PATTERNS.ai.feedbackSet]: recommendationFeedbackSchema,
  [PATTERNS.ai.feedbackList]: recommendationFeedbackListSchema,
  [PATTERNS.ai.palateGet]: palateProfileSchema,
  [PATTERNS.ai.palateReset]: palateResetSchema,
  [PATTERNS.ai.winerySearch]: winerySearchResponseSchema,

  [PATTERNS.billing.health]: serviceHealthSchema,
  [PATTERNS.billing.provider]: billingProviderInfoSchema,
  [PATTERNS.billing.checkoutCreate]: checkoutSessionResponseSchema,
  [PATTERNS.billing.checkoutSuccess]: checkoutSuccessResponseSchema,
  [PATTERNS.billing.subscriptionCreate]: subscriptionCreationResponseSchema,
  [PATTERNS.billing.infoGet]: billingInfoSchema,
  [PATTERNS.billing.addressUpdate]: billingMessageSchema,
  [PATTERNS.billing.portalCreate]: portalSessionResponseSchema,
  [PATTERNS.billing.pause]: billingMessageSchema,
  [PATTERNS.billing.resume]: billingMessageSchema,
  [PATTERNS.billing.cancel]: billingMessageSchema,
  [PATTERNS.billing.reactivate]: billingMessageSchema,
  [PATTERNS.billing.changePlan]: billingMessageSchema,
  [PATTERNS.billing.downgrade]: billingMessageSchema,
  [PATTERNS.billing.localConfirm]: localConfirmResponseSchema,

  [PATTERNS.content.health]: serviceHealthSchema,
  [PATTERNS.content.helpArticles]: z.array(helpArticleSchema),
  [PATTERNS.content.referralGet]: referralSchema,
  [PATTERNS.content.referralSignUp]: success,
  [PATTERNS.content.contactCreate]: contactReceiptSchema,
  [PATTERNS.content.waitlistJoin]: emailSignupResultSchema,
};

/** The schema a reply to `pattern` must match, if the contracts have one. */
export function replySchemaOf(pattern: string): z.ZodType | undefined {
  return REPLY_SCHEMAS[pattern];
}
