import { BOTTLE_SIZES, DEFAULT_BOTTLE, type BottleFacts } from '@wine/contracts';
import { SchemaTypes, type Schema } from 'mongoose';

/** Adds the bottle facts to a cellar item's collection (saved wines and uploads alike). */
export function addBottleFields(schema: Schema): void {
  schema.add({
    quantity: { type: Number, default: DEFAULT_BOTTLE.quantity, min: 0 },
    purchasePrice: { type: SchemaTypes.Number, default: null },
    purchaseDate: { type: String, default: null },
    location: { type: String, default: '' },
    size: { type: Number, default: DEFAULT_BOTTLE.size, enum: BOTTLE_SIZES },
    notes: { type: String, default: '' },
  });
}

/** A stored item's bottle facts; items written before bottles existed read as one 750 ml bottle. */
export function bottleOf(row: Partial<BottleFacts>): BottleFacts {
  return {
    quantity: row.quantity ?? DEFAULT_BOTTLE.quantity,
    purchasePrice: row.purchasePrice ?? null,
    purchaseDate: row.purchaseDate ?? null,
    location: row.location ?? '',
    size: row.size ?? DEFAULT_BOTTLE.size,
    notes: row.notes ?? '',
  };
}
