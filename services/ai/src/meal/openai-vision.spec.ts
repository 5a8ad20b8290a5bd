// Contract tests of the OpenAI vision adapter against a local OpenAI-compatible fixture server
// (never the real API): it records each request and replies with a fixture, an error or silence.
import { completion, openAiFixtureServer } from '../../../../tests/system/ai/openai-fixture';
import type { AiConfig } from '../config';
import { pairDishes } from './pair-meal';
import { OpenAiVision } from './openai-vision';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('OpenAiVision against a fixture server', () => {
  const fixture = openAiFixtureServer();
  let vision: OpenAiVision;

  beforeAll(async () => {
    vision = new OpenAiVision(await fixture.start());
  });
  afterAll(() => fixture.stop());

  it('sends the photo under a strict JSON schema and returns what the model saw', async () => {
    const seen = {
      cuisineType: 'Modern Australian',
      cookingMethod: 'Grilled',
      recognizedFood: ['Lamb cutlets'],
      mainIngredients: ['lamb', 'rosemary'],
    };
    fixture.setReply({ status: 200, body: completion(seen) });
    expect(await vision.describeMeal(PHOTO, 'image/jpeg', 'dinner')).toEqual(seen);
    const request = fixture.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    const format = request.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['cuisineType', 'cookingMethod', 'recognizedFood', 'mainIngredients']);
    const user = (request.body.messages as { content: unknown }[])[1].content as { type: string; image_url?: { url: string } }[];
    expect(user.find((p) => p.type === 'image_url')?.image_url?.url).toBe(`data:image/jpeg;base64,${PHOTO.toString('base64')}`);
    // and what it saw pairs like a typed dish
    expect(
      pairDishes([{ name: seen.recognizedFood.join(', '), description: seen.mainIngredients.join(' ') }]).recommendations[0]
        .wineType,
    ).toBe('Red Wine');
  });

  it('falls back (null) on an API error', async () => {
    fixture.setReply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    expect(await vision.describeMeal(PHOTO, 'image/jpeg')).toBeNull();
  });

  it('falls back (null) when the model does not answer in time', async () => {
    fixture.setReply('hang');
    expect(await vision.describeMeal(PHOTO, 'image/jpeg')).toBeNull();
  });

  it('falls back (null) on an answer outside the schema', async () => {
    fixture.setReply({ status: 200, body: completion({ dishes: ['pizza'] }) });
    expect(await vision.describeMeal(PHOTO, 'image/jpeg')).toBeNull();
  });

  it('is off without an API key', async () => {
    const off = new OpenAiVision({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_TIMEOUT_MS: 500 } as AiConfig);
    expect(off.enabled).toBe(false);
    expect(await off.describeMeal(PHOTO, 'image/jpeg')).toBeNull();
  });
});
