import { BoundedCache } from './bounded-cache';
import { type EngineRequest, type EngineResult, recommendLocally } from './local-engine';
import { isEmpty } from './palate-profile';

// Answers of the commonest shape (a member whose palate knows nothing yet) are the same for the
// same words, plan count and profile: worked out once, then read. A few cards each, so 2,000 cost
// a few MB. The ranked list is cut to what the OpenAI re-ranker reads.
const KEPT_ANSWERS = 2000;
const RANKED_KEPT = 30;

interface Kept {
  similarity: ReadonlyMap<string, number> | null;
  result: EngineResult;
}

const kept = new BoundedCache<string, Kept>(KEPT_ANSWERS);

/**
 * recommendLocally, with the answer kept for the next search that asks the catalogue the same:
 * the same words, limit and preferences, no palate evidence, and the query's similarity unchanged
 * (the embeddings service hands out one map per query while it keeps it). A member whose palate
 * knows something gets an answer of their own, worked out afresh. Callers must not change it.
 */
export function sharedAnswer(request: EngineRequest): EngineResult {
  if (!isEmpty(request.palate)) return recommendLocally(request);
  const key = JSON.stringify([request.query, request.limit, request.preferences]);
  const similarity = request.similarity ?? null;
  const found = kept.get(key);
  if (found && found.similarity === similarity) return found.result;
  const fresh = recommendLocally(request);
  const result = { ...fresh, ranked: fresh.ranked.slice(0, RANKED_KEPT) };
  kept.set(key, { similarity, result });
  return result;
}

/** For tests: every kept answer forgotten. */
export function forgetSharedAnswers(): void {
  kept.clear();
}
