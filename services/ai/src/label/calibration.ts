// The wine confidence is a probability: of the answers given with confidence c, about c are right.
// Fitted by tests/eval/labels/fit-calibration.mjs on the label eval's saved readings (a logistic
// curve over the match's evidence, rounded); refit when the matcher or the eval changes.

/** What the matcher found for its top candidate. */
export interface MatchEvidence {
  /** joint score of producer, wine name, unexplained print, variety and region, 0..1 */
  score: number;
  /** lead over the runner-up */
  margin: number;
  /** how well the producer was read, or 0.85 for a rare wine name read whole (brand-led labels) */
  producer: number;
}

export const CALIBRATION = { bias: -5, score: 6.5, margin: 5, producer: 3.5 };

/** The top candidate is named as the wine when it is likely right (below, it leads the alternatives). */
export const DECIDE = 0.75;

/** How likely the top candidate is the wine on the label. */
export function topIsRight(e: MatchEvidence): number {
  const z = CALIBRATION.bias + CALIBRATION.score * e.score + CALIBRATION.margin * e.margin + CALIBRATION.producer * e.producer;
  return 1 / (1 + Math.exp(-z));
}

/**
 * How likely 'not in our catalogue' with the names as printed is right: the top candidate is not
 * the wine, and a producer and a name were read (an unread label is no answer at all).
 */
export function notInCatalogueIsRight(topRight: number, printed: { producer: string; wineName: string } | null): number {
  const read =
    printed?.producer && printed.wineName
      ? NOT_IN_CATALOGUE.named
      : printed?.producer
        ? NOT_IN_CATALOGUE.producerOnly
        : NOT_IN_CATALOGUE.unread;
  return (1 - topRight) * read;
}

export const NOT_IN_CATALOGUE = { named: 0.8, producerOnly: 0.1, unread: 0.05 };
