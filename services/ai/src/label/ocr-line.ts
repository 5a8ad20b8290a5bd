/** One line of text found on a label, with where it sits and how tall it is in the image. */
export interface OcrLine {
  text: string;
  /** recogniser's mean character probability, 0..1 */
  confidence: number;
  /** text height in pixels of the analysed image: producers and brands are usually the largest */
  height: number;
  top: number;
  left: number;
  width: number;
  /** the baseline's angle in radians (0 = level, ±π/2 = vertical text), when the detector gives a box */
  angle?: number;
  /** the box's centre, when the detector gives a box */
  cx?: number;
  cy?: number;
}
