import { z } from 'zod';
import { userSchema } from './auth';
import { cellarBottleSchema, openedBottleSchema, tastingSchema } from './bottles';
import { importPreviewSchema, importResultSchema } from './cellar-import';
import { drinkingPlanSchema } from './drinking-plan';
import { cellarAnalyticsSchema, cellarUsageSchema, savedWineSchema, uploadAnalysisSchema } from './cellar';
import { contactReceiptSchema, emailSignupResultSchema, helpArticleSchema } from './content';
import { serviceHealthSchema } from './health';
import * as billingReplies from './http-responses';
import { pageOf } from './paging';
import { PATTERNS } from './patterns';
import type { ServiceName } from './services';
import { photoSchema } from './analysis-jobs';
import {
  cellarPalateSignalsSchema,
  palateProfileSchema,
  palateResetSchema,
  recommendationFeedbackSchema,
} from './recommendation-feedback';
import { recommendationSearchSchema, recommendationsResponseSchema, userPreferencesSchema } from './recommendations';
import { referralSchema } from './referrals';
import { notificationStateSchema, reminderRecipientSchema, reminderRunSchema } from './reminders';
import { winerySearchResponseSchema } from './wineries';

// What each service answers, by message pattern: the gateway checks every reply against it, so a
// service that answers something else (a bug, a half-deployed version) is caught at the boundary
// instead of reaching a user. Patterns without an entry have no reply schema yet.

/** What identity knows of a user (the User without usage, which the gateway adds). */
export const identityUserSchema = userSchema.omit({ usage: true });
/** Identity's answer to register, login and refresh (IssuedSession). */
export const issuedSessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), user: identityUserSchema });

const uploadRecordSchema = uploadAnalysisSchema.extend({ photoKey: z.string() });
// the reply of a message that only does something
const deleted = z.object({ deleted: z.literal(true) });
const success = z.object({ success: z.literal(true) });

type ReplyTable = { [S in keyof typeof PATTERNS]: Partial<Record<keyof (typeof PATTERNS)[S], z.ZodType>> };

// by service and pattern name, so a misspelt or removed pattern fails the type check
const REPLIES_BY_SERVICE: ReplyTable = {
  identity: {
    health: serviceHealthSchema,
    register: issuedSessionSchema,
    login: issuedSessionSchema,
    refresh: issuedSessionSchema,
    userGet: identityUserSchema,
    userUpdate: identityUserSchema,
    profileSetup: identityUserSchema,
    preferencesGet: userPreferencesSchema,
    notificationsGet: notificationStateSchema,
    notificationsSet: notificationStateSchema,
    reminderRecipients: z.array(reminderRecipientSchema),
    reminderConfirm: z.object({ message: z.string() }),
    unsubscribe: z.object({ message: z.string() }),
    logout: success,
    passwordChange: success,
    userDelete: success,
  },
  cellar: {
    health: serviceHealthSchema,
    savedSave: z.object({ wine: savedWineSchema, created: z.boolean() }),
    savedList: z.array(savedWineSchema),
    savedDelete: deleted,
    uploadsList: pageOf(uploadAnalysisSchema),
    uploadsGet: uploadRecordSchema,
    uploadsUpdate: uploadAnalysisSchema,
    uploadsDelete: deleted,
    uploadReserve: z.object({ reservationId: z.string().min(1) }),
    uploadRelease: z.object({ released: z.literal(true) }),
    uploadCreate: uploadAnalysisSchema,
    usageGet: cellarUsageSchema,
    analytics: cellarAnalyticsSchema,
    exportCsv: z.object({ filename: z.string().min(1), csv: z.string() }),
    bottleUpdate: cellarBottleSchema,
    bottleOpen: openedBottleSchema,
    tastingsOfItem: pageOf(tastingSchema),
    importPreview: importPreviewSchema,
    importConfirm: importResultSchema,
    tastingsJournal: pageOf(tastingSchema),
    drinkingPlan: drinkingPlanSchema,
    palateSignals: cellarPalateSignalsSchema,
    remindersRun: reminderRunSchema,
  },
  ai: {
    health: serviceHealthSchema,
    photoEnqueue: photoSchema,
    photoGet: photoSchema,
    recommend: recommendationsResponseSchema,
    recommendationHistory: pageOf(recommendationSearchSchema),
    feedbackSet: recommendationFeedbackSchema,
    feedbackList: pageOf(recommendationFeedbackSchema),
    palateGet: palateProfileSchema,
    palateReset: palateResetSchema,
    winerySearch: winerySearchResponseSchema,
  },
  billing: {
    health: serviceHealthSchema,
    provider: billingReplies.billingProviderInfoSchema,
    checkoutCreate: billingReplies.checkoutSessionResponseSchema,
    checkoutSuccess: billingReplies.checkoutSuccessResponseSchema,
    subscriptionCreate: billingReplies.subscriptionCreationResponseSchema,
    infoGet: billingReplies.billingInfoSchema,
    addressUpdate: billingReplies.billingMessageSchema,
    portalCreate: billingReplies.portalSessionResponseSchema,
    pause: billingReplies.billingMessageSchema,
    resume: billingReplies.billingMessageSchema,
    cancel: billingReplies.billingMessageSchema,
    reactivate: billingReplies.billingMessageSchema,
    changePlan: billingReplies.billingMessageSchema,
    downgrade: billingReplies.billingMessageSchema,
    localConfirm: billingReplies.localConfirmResponseSchema,
  },
  content: {
    health: serviceHealthSchema,
    helpArticles: z.array(helpArticleSchema),
    referralGet: referralSchema,
    referralSignUp: success,
    contactCreate: contactReceiptSchema,
    waitlistJoin: emailSignupResultSchema,
  },
};

export const REPLY_SCHEMAS: Readonly<Partial<Record<string, z.ZodType>>> = Object.fromEntries(
  Object.entries(REPLIES_BY_SERVICE).flatMap(([service, replies]) =>
    Object.entries(replies).map(([name, schema]) => [PATTERNS[service as ServiceName][name as never], schema]),
  ),
);

/** The schema a reply to `pattern` must match, if the contracts have one. */
export function replySchemaOf(pattern: string): z.ZodType | undefined {
  return REPLY_SCHEMAS[pattern];
}
