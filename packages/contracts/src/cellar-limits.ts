// The plan limits of the cellar, with no schema: a first page needs them before zod (docs/architecture.md, First load).
// docs/product-rules.md#plans: Free keeps 3 saved wines and 3 analyses per Melbourne calendar month; Premium is unlimited.
export const FREE_SAVED_WINE_LIMIT = 3;
export const FREE_MONTHLY_ANALYSES = 3;
// docs/product-rules.md#retention-on-downgrade: after a downgrade only the newest 3 saved wines and 2 uploads stay visible and usable.
export const RETAINED_AFTER_DOWNGRADE = { savedWines: 3, uploads: 2 } as const;

// Texts (docs/product-rules.md#errors).
export const PLAN_LIMIT_MESSAGE = 'Plan limit reached';
export const UPLOAD_LIMIT_MESSAGE = 'Upload limit reached for this month. Upgrade to Premium for unlimited analyses.';
