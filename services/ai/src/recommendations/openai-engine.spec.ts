// Contract tests of the OpenAI adapter against a local OpenAI-compatible fixture server (never the
// real API): it records each request and replies with a fixture, an error or silence.
import { completion, openAiFixtureServer } from '../../../../tests/system/ai/openai-fixture';
import { recognisedIn, recommendLocally, toRecommendation } from '../engine/local-engine';
import { OpenAiEngine } from './openai-engine';

const preferences = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };

describe('OpenAiEngine against a fixture server', () => {
  const fixture = openAiFixtureServer();
  let engine: OpenAiEngine;
  const local = recommendLocally({ query: 'Barossa shiraz for a lamb roast under $60', preferences, limit: 3 });

  beforeAll(async () => {
    engine = new OpenAiEngine(await fixture.start());
  });
  afterAll(() => fixture.stop());

  it('sends the local top candidates under a strict JSON schema and uses the re-ranked answer', async () => {
    const pick = local.ranked[4].entry.wine.id;
    fixture.setReply({
      status: 200,
      body: completion({ recommendations: [{ id: pick, matchReason: 'A sommelier reason from the model.', confidence: 91 }] }),
    });
    const result = await engine.rerank(local, 3, preferences);
    const request = fixture.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    const format = request.body.response_format as { type: string; json_schema: { strict: boolean } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    const user = JSON.parse((request.body.messages as { content: string }[])[1].content) as { candidates: unknown[] };
    expect(user.candidates.length).toBe(Math.min(30, local.ranked.length));
    // the model's reason, our calibrated score (not the model's 91), cards ordered by that score
    const chosen = result!.find((r) => r.id === pick);
    expect(chosen).toMatchObject({ matchReason: 'A sommelier reason from the model.' });
    expect(chosen!.confidence).toBe(
      local.ranked[4] && toRecommendation(local.ranked[4], local.query, recognisedIn(local.query)).confidence,
    );
    const shown = result!.map((r) => r.confidence);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // a short answer is topped up from the local ranking
    expect(result).toHaveLength(3);
  });

  it('ignores wines that were not among the candidates', async () => {
    fixture.setReply({
      status: 200,
      body: completion({ recommendations: [{ id: 'made-up-wine', matchReason: 'Invented by the model.', confidence: 99 }] }),
    });
    expect(await engine.rerank(local, 3, preferences)).toBeNull();
  });

  it('falls back (null) on an API error', async () => {
    fixture.setReply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    expect(await engine.rerank(local, 3, preferences)).toBeNull();
  });

  it('falls back (null) when the model does not answer in time', async () => {
    fixture.setReply('hang');
    expect(await engine.rerank(local, 3, preferences)).toBeNull();
  });

  it('falls back (null) on an answer outside the schema', async () => {
    fixture.setReply({ status: 200, body: completion({ wines: [] }) });
    expect(await engine.rerank(local, 3, preferences)).toBeNull();
  });
});
