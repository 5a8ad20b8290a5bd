import type { OcrLine } from '../label/ocr-line';
import { parseWineList } from './parse-wine-list';
import { understandEntry } from './understand-entry';

/** An OCR line written by hand for the list specs: `text` at (top, left), 12 px a character. */
export const at = (text: string, top: number, left = 40, height = 24): OcrLine => ({
  text,
  confidence: 0.99,
  height,
  top,
  left,
  width: text.length * 12,
});

/** A page of those lines `width` px wide, parsed and understood as the reader does (year 2026). */
export const readList = (lines: OcrLine[], width: number) =>
  parseWineList({ lines, width, height: 2000 }, 2026).map(understandEntry);
