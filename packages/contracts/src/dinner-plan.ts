import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './auth';
import { tastingSchema } from './bottles';
import { recommendationPreferencesSchema, recommendedWineSchema } from './recommendations';

// A dinner party from the member's own cellar (docs/product-rules.md#a-dinner-party): one bottle per
// course, in serving order, with the bottles to open for the guests, what is missing, and opening
// every planned bottle in one action. Premium.
export const DINNER_COURSES_MIN = 1;
export const DINNER_COURSES_MAX = 6;
export const DINNER_COURSE_MAX_LENGTH = 120;
export const DINNER_GUESTS_MIN = 2;
export const DINNER_GUESTS_MAX = 24;
// the most bottles one course can call for: 24 guests at 5 glasses a bottle, or half-bottles of a sweet wine
export const DINNER_BOTTLES_PER_COURSE_MAX = 10;
export const DINNER_SUGGESTIONS_PER_COURSE = 3;
export const DINNER_PLAN_PREMIUM_MESSAGE = 'Upgrade to Premium to plan a dinner party from your cellar';
export const DINNER_OPENING_MESSAGE = 'The bottles of this dinner are being opened: try again in a moment';
// The occasion every tasting of a dinner's bottles carries.
export const DINNER_OCCASION = 'Dinner party';

const COURSES_MESSAGE = `courses must list ${DINNER_COURSES_MIN} to ${DINNER_COURSES_MAX} dishes`;
const COURSE_MESSAGE = `each of courses must be a dish of 1 to ${DINNER_COURSE_MAX_LENGTH} characters`;
const GUESTS_MESSAGE = `guests must be a whole number from ${DINNER_GUESTS_MIN} to ${DINNER_GUESTS_MAX}`;

const course = z.string({ error: COURSE_MESSAGE }).trim().min(1, COURSE_MESSAGE).max(DINNER_COURSE_MAX_LENGTH, COURSE_MESSAGE);

/** POST /api/cellar/plan-dinner body. */
export const planDinnerSchema = z.object({
  courses: z
    .array(course, { error: COURSES_MESSAGE })
    .min(DINNER_COURSES_MIN, COURSES_MESSAGE)
    .max(DINNER_COURSES_MAX, COURSES_MESSAGE),
  guests: z
    .number({ error: GUESTS_MESSAGE })
    .int(GUESTS_MESSAGE)
    .min(DINNER_GUESTS_MIN, GUESTS_MESSAGE)
    .max(DINNER_GUESTS_MAX, GUESTS_MESSAGE),
});
export type PlanDinnerRequest = z.input<typeof planDinnerSchema>;
export type PlanDinner = z.output<typeof planDinnerSchema>;

/** How many bottles a course needs for the guests, and the sum said in words. */
export const dinnerPourSchema = z.object({
  glasses: z.number().int().min(1),
  glassesPerBottle: z.number().int().min(1),
  bottleSize: z.number().int(), // ml
  bottles: z.number().int().min(1), // needed for the guests
  arithmetic: z.string(), // '8 guests × 1 glass ≈ 8 glasses: 2 bottles (a 750 ml bottle pours 5 glasses)'
});
export type DinnerPour = z.infer<typeof dinnerPourSchema>;

/** One course of the plan: the dish as written, the bottle from the cellar (null when none suits). */
export const dinnerCourseSchema = z.object({
  courseNumber: z.number().int().min(1), // where the member put it on the menu
  course: z.string(),
  dessert: z.boolean(),
  // the cellar bottle: cellarItemId, location, bottlesLeft, readiness, reason (inCellar true)
  wine: recommendedWineSchema.nullable(),
  pour: dinnerPourSchema,
  // the bottles to open from the cellar: the pour's bottles, or fewer when fewer are left
  bottlesToOpen: z.number().int().min(0),
});
export type DinnerCourse = z.infer<typeof dinnerCourseSchema>;

/** What the cellar lacks for a course, with catalogue wines to buy (inCellar false). */
export const dinnerMissingSchema = z.object({
  courseNumber: z.number().int().min(1),
  course: z.string(),
  message: z.string(), // 'No dessert wine in your cellar: one half-bottle of a botrytis Semillon would do.'
  suggestions: z.array(recommendedWineSchema).max(DINNER_SUGGESTIONS_PER_COURSE),
});
export type DinnerMissing = z.infer<typeof dinnerMissingSchema>;

export const dinnerPlanSchema = z.object({
  // names this plan when its bottles are opened: opening twice writes once
  planId: z.uuid(),
  guests: z.number().int(),
  // serving order: sparkling and whites before reds, dry before sweet, a dessert course last
  courses: z.array(dinnerCourseSchema),
  missing: z.array(dinnerMissingSchema),
  bottlesToOpen: z.number().int().min(0),
});
export type DinnerPlan = z.infer<typeof dinnerPlanSchema>;

const OPEN_BOTTLES_MESSAGE = `bottles must list 1 to ${DINNER_COURSES_MAX} planned bottles`;
const COUNT_MESSAGE = `each bottle's count must be a whole number from 1 to ${DINNER_BOTTLES_PER_COURSE_MAX}`;
const ITEM_MESSAGE = "each bottle's cellarItemId must be the id of a cellar item";

/** POST /api/cellar/plan-dinner/:planId/open body: the plan's bottles and the day of the dinner. */
export const openDinnerSchema = z.object({
  date: z.iso.date({ error: 'date must be a date written YYYY-MM-DD' }),
  bottles: z
    .array(
      z.object({
        cellarItemId: z.string({ error: ITEM_MESSAGE }).trim().min(1, ITEM_MESSAGE).max(100, ITEM_MESSAGE),
        count: z
          .number({ error: COUNT_MESSAGE })
          .int(COUNT_MESSAGE)
          .min(1, COUNT_MESSAGE)
          .max(DINNER_BOTTLES_PER_COURSE_MAX, COUNT_MESSAGE),
        course: course,
      }),
      { error: OPEN_BOTTLES_MESSAGE },
    )
    .min(1, OPEN_BOTTLES_MESSAGE)
    .max(DINNER_COURSES_MAX, OPEN_BOTTLES_MESSAGE),
});
export type OpenDinnerRequest = z.input<typeof openDinnerSchema>;
export type OpenDinner = z.output<typeof openDinnerSchema>;
export const DINNER_PLAN_ID_MESSAGE = 'planId must be the planId of a dinner plan';
export const dinnerPlanIdSchema = z.uuid({ error: DINNER_PLAN_ID_MESSAGE });

/** One tasting per bottle opened; `alreadyOpened` when this plan's bottles were opened before. */
export const openedDinnerSchema = z.object({ tastings: z.array(tastingSchema), alreadyOpened: z.boolean() });
export type OpenedDinner = z.infer<typeof openedDinnerSchema>;

// ---- Messages (gateway → ai, gateway → cellar) ----
const userId = z.string().min(1);
export const planDinnerMessageSchema = z.object({
  userId,
  plan: z.enum(SUBSCRIPTION_PLANS),
  dinner: planDinnerSchema,
  preferences: recommendationPreferencesSchema.default({
    preferredWineTypes: null,
    budgetRange: null,
    wineExperienceLevel: null,
  }),
});
export type PlanDinnerMessage = z.input<typeof planDinnerMessageSchema>;
export const openDinnerMessageSchema = z.object({ userId, planId: dinnerPlanIdSchema, dinner: openDinnerSchema });
