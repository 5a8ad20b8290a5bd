import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import { z } from 'zod';
import type { AiConfig } from '../config';
import { OpenAiJsonAdapter } from '../openai/openai-client';

/** What a vision model says is on the plate (fields of a meal pairing result). */
export const mealSightingSchema = z.object({
  cuisineType: z.string().min(1).max(60),
  cookingMethod: z.string().min(1).max(60),
  recognizedFood: z.array(z.string().min(1).max(80)).max(8),
  mainIngredients: z.array(z.string().min(1).max(40)).max(10),
});
export type MealSighting = z.infer<typeof mealSightingSchema>;

const SYSTEM_PROMPT = [
  'You identify food in a photo for a sommelier. Name the dishes you can see (recognizedFood), their main',
  'ingredients, the cuisine and the cooking method. If no food is visible, return empty lists and "Not identified".',
  'Return JSON only, in the schema given.',
].join(' ');

const JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['cuisineType', 'cookingMethod', 'recognizedFood', 'mainIngredients'],
  properties: {
    cuisineType: { type: 'string' },
    cookingMethod: { type: 'string' },
    recognizedFood: { type: 'array', items: { type: 'string' } },
    mainIngredients: { type: 'array', items: { type: 'string' } },
  },
};

/** A meal photo → what is on the plate, by an OpenAI vision model under a JSON schema (OPENAI_API_KEY set). */
@Injectable()
export class OpenAiVision extends OpenAiJsonAdapter {
  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    super(config);
  }

  /** The model's reading of the photo, or null (timeout, error, unusable answer): the caller then asks the user. */
  async describeMeal(image: Buffer, contentType: string, description?: string): Promise<MealSighting | null> {
    if (!this.client) return null;
    try {
      return await this.askForJson(
        {
          name: 'meal_sighting',
          schema: JSON_SCHEMA,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: [
                { type: 'text', text: description ? `The diner says: ${description}` : 'What food is in this photo?' },
                {
                  type: 'image_url',
                  image_url: { url: `data:${contentType};base64,${image.toString('base64')}`, detail: 'low' },
                },
              ],
            },
          ],
        },
        mealSightingSchema,
      );
    } catch (err) {
      return this.fellBack('OpenAI vision', err);
    }
  }
}
