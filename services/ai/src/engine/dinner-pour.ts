import type { DinnerPour } from '@wine/contracts';

// How many bottles a dinner course needs (docs/product-rules.md#a-dinner-party): one glass a guest a
// course. A table wine's glass is 150 ml (a 750 ml bottle pours 5 glasses: the low end of 5-6, so
// nobody goes without); a sweet or fortified wine's is 75 ml (a half-bottle pours 5).
export const TABLE_GLASS_ML = 150;
export const SWEET_GLASS_ML = 75;
export const STANDARD_BOTTLE_ML = 750;
export const HALF_BOTTLE_ML = 375;

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const inWords = (n: number): string => WORDS[n] ?? String(n);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A bottle's name by its size: 'bottle', 'half-bottle', 'magnum'. */
export function bottleNoun(sizeMl: number): string {
  return sizeMl === HALF_BOTTLE_ML ? 'half-bottle' : sizeMl === 1500 ? 'magnum' : 'bottle';
}

/** The glasses and bottles of one course for the guests, with the sum said in words. */
export function pourFor(guests: number, sweet: boolean, sizeMl = STANDARD_BOTTLE_ML): DinnerPour {
  const glassMl = sweet ? SWEET_GLASS_ML : TABLE_GLASS_ML;
  const glassesPerBottle = Math.max(1, Math.floor(sizeMl / glassMl));
  const glasses = guests;
  const bottles = Math.ceil(glasses / glassesPerBottle);
  const glass = sweet ? `1 small glass (${glassMl} ml)` : '1 glass';
  const noun = bottleNoun(sizeMl);
  return {
    glasses,
    glassesPerBottle,
    bottleSize: sizeMl,
    bottles,
    arithmetic:
      `${guests} guests × ${glass} ≈ ${plural(glasses, 'glass', 'glasses')}: ${plural(bottles, noun)} ` +
      `(a ${sizeMl} ml bottle pours ${glassesPerBottle} ${sweet ? 'small ' : ''}glasses)`,
  };
}

/** What to buy for a course the cellar cannot serve: 'one half-bottle', 'two bottles'. */
export function amountToBuy(guests: number, sweet: boolean): string {
  const size = sweet ? HALF_BOTTLE_ML : STANDARD_BOTTLE_ML;
  const n = pourFor(guests, sweet, size).bottles;
  return `${inWords(n)} ${bottleNoun(size)}${n === 1 ? '' : 's'}`;
}
