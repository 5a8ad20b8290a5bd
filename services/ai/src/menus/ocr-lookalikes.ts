// The recogniser's dictionary is mostly Chinese: on a blurred or shaken photo it reads a Latin
// list's print as the nearest shape it knows. A decimal point becomes the ideographic comma
// ('24、00'), a 'T' becomes '干' ('B干 207.00'), a decorative star a character ('来*SPARKLING米来').
// A wine list in Australia prints none of them, so each is read back as the print it stands for,
// and the rest, decoration misread, is dropped. In a price printed with cents a 1 read as 'I' or
// 'l' and a 0 read as 'O' are digits again ('BF I46.00').

// punctuation and letters by the shape they were read from
const SHAPES: Record<string, string> = {
  '、': '.',
  '。': '.',
  '．': '.',
  干: 'T',
  工: 'I',
  丁: 'T',
  口: 'O',
  一: '-',
  丨: '|',
};
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
// a price printed with cents, a digit read as a letter in it: 'I46.00', '2O.00', 'l8.50'
const CENTS_PRICE = /(?<![\p{L}\d])\$?[\dIlO]{1,4}[.,]\d\d(?![\p{L}\d])/gu;

/** A row's text with the shapes the recogniser took for Chinese read back as the Latin print, and price digits read as letters mended. */
export function latinLookalikes(text: string): string {
  const read = text
    .replace(CJK, (ch) => (ch in SHAPES ? SHAPES[ch] : ' '))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return read.replace(CENTS_PRICE, (price) =>
    /\d/.test(price.replace(/[.,]\d\d$/, '')) ? price.replace(/[Il]/g, '1').replace(/O/g, '0') : price,
  );
}

/**
 * A folded word with the letters a blurred or shaken photo's print is read as one another made one
 * ('JIN BARRY', 'HOLN OAK', 'LINDENAN'S', 'GRIGTO', 'VAT I'): equal skeletons, the same printed word.
 */
export const lookalikeSkeleton = (word: string) =>
  word.replace(/m/g, 'n').replace(/[lt1]/g, 'i').replace(/e/g, 'c').replace(/v/g, 'u').replace(/0/g, 'o');
