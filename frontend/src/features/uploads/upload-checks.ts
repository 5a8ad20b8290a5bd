import type { FormProblem } from '@/lib/form-problem';
import { photoProblem } from '@/lib/photo-problem';

/** Image checks as the upload component titles them. */
export function checkWinePhoto(file: Pick<File, 'type' | 'size'>): FormProblem | null {
  return photoProblem(file, { invalid: 'Invalid File Type', tooLarge: 'File Too Large' });
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

/** The toast's words: a catalogue wine is identified; a label we do not know is only read. */
export function analysisSummary(result: { catalogueWineId: string | null; wineName: string }): string {
  return result.catalogueWineId ? `We identified ${result.wineName}.` : `We read this label: ${result.wineName}.`;
}
