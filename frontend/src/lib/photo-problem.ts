import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from '@wine/contracts';
import type { FormProblem } from './form-problem';

/**
 * Whether a chosen file may go up as a photo (docs/product-rules.md#images): an image of at most
 * 10 MB; else the problem, titled as the screen that checks it titles its toasts. Null: it may go.
 */
export function photoProblem(
  file: Pick<File, 'type' | 'size'>,
  titles: { invalid: string; tooLarge: string },
): FormProblem | null {
  if (!file.type.startsWith('image/')) return { title: titles.invalid, description: INVALID_IMAGE_MESSAGE };
  if (file.size > MAX_IMAGE_BYTES) return { title: titles.tooLarge, description: IMAGE_TOO_LARGE_MESSAGE };
  return null;
}
