import { Inject, Injectable } from '@nestjs/common';
import type { RecommendationPreferences, RecommendedWine } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { z } from 'zod';
import type { AiConfig } from '../config';
import { OpenAiJsonAdapter } from '../openai/openai-client';
import { confidenceOf, type EngineResult, recognisedIn, toRecommendation } from '../engine/local-engine';

// Candidates come from local retrieval (hard constraints already applied); the model only
// re-ranks them and writes the reasons.
export const OPENAI_CANDIDATES = 30;

const rerankSchema = z.object({
  recommendations: z.array(
    z.object({ id: z.string(), matchReason: z.string().min(10).max(600), confidence: z.number().int().min(0).max(100) }),
  ),
});

const SYSTEM_PROMPT = [
  'You are an Australian sommelier. Choose wines for the customer only from the candidate list given,',
  'best first, and write each matchReason as one or two sentences a sommelier would say, citing the',
  'facts that make it fit (the food, the style, the region, the price). Never invent facts that are not',
  'in the candidate data. Confidence is 0-100. Return JSON only, in the schema given.',
].join(' ');

/** Re-ranks the local engine's top candidates with an OpenAI chat model under a JSON schema. */
@Injectable()
export class OpenAiEngine extends OpenAiJsonAdapter {
  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    super(config);
  }

  /** The re-ranked list, or null (timeout, error, unusable answer): the caller then uses the local one. */
  async rerank(local: EngineResult, limit: number, preferences: RecommendationPreferences): Promise<RecommendedWine[] | null> {
    if (!this.client) return null;
    const candidates = local.ranked.slice(0, OPENAI_CANDIDATES);
    if (!candidates.length) return null;
    const byId = new Map(candidates.map((c) => [c.entry.wine.id, c]));
    const recognised = recognisedIn(local.query);
    try {
      const answer = await this.askForJson(
        {
          name: 'wine_recommendations',
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: JSON.stringify({
                request: local.query.text,
                wanted: limit,
                profile: { preferredWineTypes: preferences.preferredWineTypes, budgetRange: preferences.budgetRange },
                candidates: candidates.map((c) => ({
                  id: c.entry.wine.id,
                  name: c.entry.name,
                  type: c.entry.wine.wineType,
                  variety: c.entry.wine.variety,
                  region: c.entry.displayRegion,
                  priceRange: c.entry.wine.priceRange,
                  abv: c.entry.wine.abv,
                  notes: c.entry.wine.tastingNotes,
                  signals: c.signals,
                })),
              }),
            },
          ],
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['recommendations'],
            properties: {
              recommendations: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['id', 'matchReason', 'confidence'],
                  properties: {
                    id: { type: 'string', enum: candidates.map((c) => c.entry.wine.id) },
                    matchReason: { type: 'string' },
                    confidence: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
        rerankSchema,
      );
      const chosen: RecommendedWine[] = [];
      const seen = new Set<string>();
      for (const item of answer.recommendations) {
        const candidate = byId.get(item.id);
        if (!candidate || seen.has(item.id)) continue; // never a wine outside the candidates
        seen.add(item.id);
        // the model's reason, but our calibrated score: the model's own number is not calibrated
        chosen.push({ ...toRecommendation(candidate, local.query, recognised, local.missing), matchReason: item.matchReason });
        if (chosen.length >= limit) break;
      }
      if (!chosen.length) throw new Error('no usable recommendation in the answer');
      // a short answer is topped up from the local ranking
      for (const rec of local.recommendations) {
        if (chosen.length >= limit) break;
        if (!seen.has(rec.id)) chosen.push(rec);
      }
      // cards are ordered by the score they show
      return chosen.sort((a, b) => b.confidence - a.confidence);
    } catch (err) {
      return this.fellBack('OpenAI engine', err);
    }
  }
}

export { confidenceOf };
