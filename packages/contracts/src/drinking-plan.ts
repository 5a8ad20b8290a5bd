import { z } from 'zod';
import { CELLAR_ITEM_KINDS } from './bottles';
import { windowBasisSchema } from './photos';
import { DRINKING_GROUPS } from './drinking-groups';
export * from './drinking-groups';

// Where each bottle with a vintage stands in its drinking window (docs/product-rules.md,
// Cellar: the drinking plan). Windows are whole calendar years, drinkable through the end year.

export const drinkingWindowSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  peakStart: z.number().int(),
  peakEnd: z.number().int(),
});
export type CellarDrinkingWindow = z.infer<typeof drinkingWindowSchema>;

export const drinkingPlanItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CELLAR_ITEM_KINDS),
  wineName: z.string(),
  vintage: z.string(),
  quantity: z.number().int(),
  location: z.string(),
  window: drinkingWindowSchema,
  group: z.enum(DRINKING_GROUPS),
  // the window the member chose (an import's BeginConsume/EndConsume), shown as "your window"
  yourWindow: z.boolean().default(false),
  // where the window comes from when it is not the wine's own: "typical for Shiraz" (an analysed
  // bottle not in the catalogue), 'catalogue', or null (the formula, or the member's own)
  windowBasis: windowBasisSchema.default(null),
});
export type DrinkingPlanItem = z.infer<typeof drinkingPlanItemSchema>;

/** GET /api/cellar/plan: bottles still in the cellar that have a vintage, by group. */
export const drinkingPlanSchema = z.object({
  today: z.string(), // YYYY-MM-DD (Melbourne)
  items: z.array(drinkingPlanItemSchema),
  groups: z.array(z.object({ group: z.enum(DRINKING_GROUPS), wines: z.number().int(), bottles: z.number().int() })),
  // saved wines with bottles left and no vintage: "Add the vintage to plan these"
  needsVintage: z
    .array(z.object({ id: z.string(), wineName: z.string(), quantity: z.number().int(), location: z.string() }))
    .default([]),
  // analysed bottles with bottles left whose window we do not know (a label not in the catalogue
  // without a grape the typical table has): listed as "no window known", never given one
  noWindow: z
    .array(
      z.object({ id: z.string(), wineName: z.string(), vintage: z.string(), quantity: z.number().int(), location: z.string() }),
    )
    .default([]),
});
export type DrinkingPlan = z.infer<typeof drinkingPlanSchema>;
