import * as contracts from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error';
import { productMessage } from './server-messages';

type Def = Record<string, unknown> & { error?: unknown; checks?: { _zod?: { def?: { error?: unknown } } }[] };
type Schema = { _zod: { def: Def } };

/** Every custom message of every zod schema @wine/contracts exports. */
function contractMessages(): string[] {
  const seen = new Set<unknown>();
  const messages = new Set<string>();
  const add = (error: unknown) => {
    if (typeof error !== 'function') return;
    const made: unknown = (error as (issue: object) => unknown)({ code: 'custom', input: undefined, path: [] });
    const text = typeof made === 'object' && made !== null ? (made as { message?: unknown }).message : made;
    if (typeof text === 'string') messages.add(text);
  };
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || !('_zod' in value) || seen.has(value)) return;
    seen.add(value);
    const def = (value as Schema)._zod.def;
    add(def.error);
    for (const check of def.checks ?? []) add(check._zod?.def?.error);
    const shape = typeof def.shape === 'function' ? (def.shape as () => object)() : def.shape;
    if (shape && typeof shape === 'object') Object.values(shape).forEach(walk);
    for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType', 'keyType', 'catchall', 'schema'])
      walk(def[key]);
    for (const key of ['options', 'items']) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach(walk);
    if (typeof def.getter === 'function') walk((def.getter as () => unknown)());
  };
  Object.values(contracts).forEach(walk);
  return [...messages];
}

// the code's words: camelCase or snake_case identifiers, or a lower-case start
const codeWords = /\b[a-z]+[A-Z]\w*\b|\b\w+_\w+\b/;

describe('server messages in the product words', () => {
  const messages = contractMessages();

  it('finds the contract messages', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain('purchasePrice must be an amount in AUD from 0 to 100000');
  });

  it.each(messages)('%s', (message) => {
    const words = productMessage(message);
    expect(words).not.toMatch(codeWords);
    expect(words).toMatch(/^[A-Z]/);
    expect(words).toMatch(/[.!?]$/);
  });

  it('keeps the spec sentences as they are and maps the field names', () => {
    expect(productMessage('You must be 18 or older to use this product.')).toBe('You must be 18 or older to use this product.');
    expect(productMessage('purchasePrice must be an amount in AUD from 0 to 100000')).toBe('Enter a price from $0 to $100,000.');
    expect(productMessage('notes must be at most 5000 characters')).toBe('Keep the notes to 5,000 characters or fewer.');
    expect(productMessage('address.line1 is required; address.city is required')).toBe(
      'Enter the street address. Enter the city.',
    );
    expect(productMessage('wineSchema.styleTags: must not repeat a tag')).toMatch(/^Something went wrong/);
  });

  it("a failed call's message is shown in the product's words", () => {
    const error = { status: 400, data: { statusCode: 400, message: 'quantity must be a whole number from 0 to 999' } };
    expect(apiErrorMessage(error)).toBe('Enter a quantity from 0 to 999 bottles.');
  });
});
