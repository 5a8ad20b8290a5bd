import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from '@wine/contracts';

export interface FileProblem {
  title: string;
  description: string;
}

/** Image checks as the upload component titles them; null when the file may go (docs/product-rules.md#images). */
export function checkWinePhoto(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid File Type', description: INVALID_IMAGE_MESSAGE };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File Too Large', description: IMAGE_TOO_LARGE_MESSAGE };
  return null;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How a 0..1 confidence is shown: high from 85%, medium from 60%. */
export function confidenceLevel(value: number): ConfidenceLevel {
  if (value >= 0.85) return 'high';
  if (value >= 0.6) return 'medium';
  return 'low';
}

export const STAGE_LABELS = {
  uploading: 'Uploading your photo…',
  queued: 'Waiting for an analyser…',
  reading: 'Reading the label…',
  matching: 'Matching against our catalogue…',
  saving: 'Saving to your cellar…',
  done: 'Done',
  failed: 'Analysis failed',
} as const;

/** A drinking window as numbers, or null when the fields are not plain years (edited free text). */
export function windowYears(a: {
  optimalDrinkingStart: string;
  optimalDrinkingEnd: string;
  peakYearsStart: string;
  peakYearsEnd: string;
}): { start: number; end: number; peakStart: number; peakEnd: number } | null {
  const years = [a.optimalDrinkingStart, a.optimalDrinkingEnd, a.peakYearsStart, a.peakYearsEnd].map((v) =>
    /^\d{4}$/.test(v.trim()) ? Number(v) : NaN,
  );
  if (years.some(Number.isNaN)) return null;
  const [start, end, peakStart, peakEnd] = years;
  if (end <= start) return null;
  return { start, end, peakStart: Math.max(start, peakStart), peakEnd: Math.min(end, peakEnd) };
}
