import { z } from 'zod';
import { CELLAR_ITEM_KINDS } from './bottles';
import { DRINKING_GROUPS } from './drinking-groups';

// "From my cellar" (docs/product-rules.md#from-my-cellar): what the ai service needs of the member's
// own bottles to rank them for a request. Only items with bottles left, never a drunk one; the
// readiness is the drinking plan's group, worked out by the cellar (it owns the plan and its clock).
// Bounded: at most this many items travel per search, the ones with most bottles first.
export const CELLAR_PAIRING_ITEMS_MAX = 1500;

export const cellarPairingItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CELLAR_ITEM_KINDS),
  wineName: z.string(),
  producer: z.string(),
  wineType: z.string(),
  region: z.string(),
  grape: z.string(),
  vintage: z.string().nullable(),
  catalogueWineId: z.string().nullable(),
  quantity: z.number().int().min(1),
  location: z.string(),
  // ml (375, 750, 1500): a dinner plan counts the glasses a bottle pours; 750 when not sent
  size: z.number().int().min(1).optional(),
  readiness: z.enum(DRINKING_GROUPS).nullable(),
});
export type CellarPairingItem = z.infer<typeof cellarPairingItemSchema>;

export const cellarPairingItemsSchema = z.object({ items: z.array(cellarPairingItemSchema).max(CELLAR_PAIRING_ITEMS_MAX) });
export type CellarPairingItems = z.infer<typeof cellarPairingItemsSchema>;
export const cellarPairingMessageSchema = z.object({ userId: z.string().min(1) });
