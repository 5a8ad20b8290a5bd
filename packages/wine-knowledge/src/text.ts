// One place for folding text before it is compared: accents off ('Rosé' → 'rose', 'Mourvèdre' →
// 'mourvedre'), lower case, and the punctuation each reader does not need.

/** Accents removed, nothing else changed: 'Rosé' → 'Rose'. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lower case without accents: 'Rosé Wine' → 'rose wine'. */
export function plainText(text: string): string {
  return withoutAccents(text).toLowerCase();
}

/**
 * What people type (queries, winery names): lower case, accents removed, apostrophes dropped, other
 * punctuation → space, keeping what prices and numbers need ('$20', '13.5%', '10+', '2-3').
 */
export function normalise(text: string): string {
  return plainText(text)
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9$.%+\- ]+/g, ' ')
    .replace(/(?<![0-9])[.](?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What OCR reads (labels, menus): lower case, accents and punctuation dropped, spaces collapsed,
 * keeping decimals and '%' for ABV: 'Jacob’s Creek' → 'jacobs creek'.
 */
export function fold(text: string): string {
  return plainText(text)
    .replace(/[’'`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9%.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
