import {
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  MEAL_ANALYSIS_TYPE_MESSAGE,
  MEAL_PAIRING_PREMIUM_MESSAGE,
  MEAL_PAIRING_INPUT_MESSAGE,
  mealPairingResultSchema,
  WINE_MENU_PREMIUM_MESSAGE,
  WINE_MENU_REQUIRED_MESSAGE,
  wineMenuAnalysisSchema,
} from '@wine/contracts';
import { Client } from 'minio';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, TEST_STACK, waitFor } from '../../support/system';
import { FOOD_MENU, renderFoodMenu, renderWineList } from './premium-ai-menus';

// Premium AI end to end with nothing of ours mocked: gateway (plan check, image checks) → MinIO →
// ai → BullMQ → ai-worker (PP-OCR) → ai (parse, match, answer) → the answer; the photo removed after.

const storage = new Client(TEST_STACK.minio);
async function storedMenuPhotos(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.listObjectsV2(TEST_STACK.bucket, `menus/${userId}/`, true))
    keys.push((item as { name: string }).name);
  return keys;
}

async function premium(account: TestAccount): Promise<void> {
  await publishPlanChanged(account.userId, 'premium');
  await waitFor(
    async () => (await api().get('/api/auth/user').set(bearer(account.accessToken))).body.subscriptionPlan === 'premium',
    { timeoutMs: 30_000, what: 'the plan change' },
  );
}

const wineMenu = (token: string) => api().post('/api/analyze-wine-menu').set(bearer(token));
const mealPairing = (token: string) => api().post('/api/analyze-meal-pairing').set(bearer(token));

describe('Premium AI: wine-list questions and meal/menu pairing', () => {
  let free: TestAccount;
  let member: TestAccount;
  let wineList: Buffer;
  let foodMenu: Buffer;

  beforeAll(async () => {
    [free, member, wineList, foodMenu] = await Promise.all([
      registerMember(),
      registerMember(),
      renderWineList(),
      renderFoodMenu(),
    ]);
    await premium(member);
  });
  afterAll(() => closePlanEvents());

  describe('Free users', () => {
    it('get 403 with the upgrade flag for menu questions, and nothing is stored', async () => {
      const res = await wineMenu(free.accessToken).attach('image', wineList, 'list.png').field('question', 'Best value red?');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: WINE_MENU_PREMIUM_MESSAGE, upgrade: true });
      expect(await storedMenuPhotos(free.userId)).toEqual([]);
    });

    it('get 403 with the upgrade flag for meal and menu photos, and nothing is stored', async () => {
      for (const analysisType of ['meal', 'menu']) {
        const res = await mealPairing(free.accessToken).attach('image', foodMenu, 'menu.png').field('analysisType', analysisType);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, message: MEAL_PAIRING_PREMIUM_MESSAGE, upgrade: true });
      }
      expect(await storedMenuPhotos(free.userId)).toEqual([]);
    });
  });

  describe('bad input is a 400 naming the problem', () => {
    it('a menu question needs both the image and the question', async () => {
      const noImage = await wineMenu(member.accessToken).field('question', 'Best value red?');
      expect(noImage.status).toBe(400);
      expect(noImage.body.message).toBe(WINE_MENU_REQUIRED_MESSAGE);
      const blank = await wineMenu(member.accessToken).attach('image', wineList, 'list.png').field('question', '   ');
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(WINE_MENU_REQUIRED_MESSAGE);
    });

    it('a file that is not an image, checked by content', async () => {
      const res = await wineMenu(member.accessToken)
        .attach('image', Buffer.from('%PDF-1.4 not a photo'), { filename: 'menu.jpg', contentType: 'image/jpeg' })
        .field('question', 'Best value red?');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID_IMAGE_MESSAGE);
    });

    it('a photo over 10 MB', async () => {
      const res = await mealPairing(member.accessToken)
        .attach('image', Buffer.alloc(10 * 1024 * 1024 + 10, 1), { filename: 'big.jpg', contentType: 'image/jpeg' })
        .field('analysisType', 'meal');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    });

    it("an analysisType other than 'meal' or 'menu', and a meal with neither photo nor dish, or a menu with no photo", async () => {
      const wrong = await mealPairing(member.accessToken).attach('image', foodMenu, 'menu.png').field('analysisType', 'dessert');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MEAL_ANALYSIS_TYPE_MESSAGE);
      const noImage = await mealPairing(member.accessToken).field('analysisType', 'meal');
      expect(noImage.status).toBe(400);
      expect(noImage.body.message).toBe(MEAL_PAIRING_INPUT_MESSAGE);
      const menuWithoutPhoto = await mealPairing(member.accessToken).field('analysisType', 'menu').field('description', 'steak');
      expect(menuWithoutPhoto.status).toBe(400);
      expect(menuWithoutPhoto.body.message).toBe(MEAL_PAIRING_INPUT_MESSAGE);
    });

    it('pairs a typed dish alone, with no photo (the photo is optional)', async () => {
      const res = await mealPairing(member.accessToken)
        .field('analysisType', 'meal')
        .field('description', 'slow-roasted lamb shoulder');
      expect(res.status).toBe(200);
      const result = mealPairingResultSchema.parse(res.body);
      expect(result.recommendations.length).toBeGreaterThan(0);
      expect(result.recommendations.some((r) => r.wineType === 'Red Wine')).toBe(true);
    });
  });

  describe('Premium users', () => {
    it('ask a wine list questions and get picks quoting their menu lines; the photo is not kept', async () => {
      const value = await wineMenu(member.accessToken).attach('image', wineList, 'list.png').field('question', 'Best value red?');
      expect(value.status).toBe(200);
      const answer = wineMenuAnalysisSchema.parse(value.body);
      expect(answer.picks[0].menuLine).toMatch(/Hentley Farm The Beauty Shiraz/);
      expect(answer.picks[0].price).toBe('$96 bottle');
      expect(answer.analysis).toMatch(/^The best-value red on this list is Hentley Farm The Beauty Shiraz/);
      expect(answer.entries.length).toBe(7);

      const glass = await wineMenu(member.accessToken)
        .attach('image', wineList, 'list.png')
        .field('question', 'What is the cheapest red by the glass?');
      expect(glass.body.picks[0].menuLine).toMatch(/Jacob.s Creek Classic Shiraz/);
      expect(glass.body.picks[0].glassPrice).toBe(10);

      const barossa = await wineMenu(member.accessToken)
        .attach('image', wineList, 'list.png')
        .field('question', 'A Barossa Shiraz under $90?');
      expect(barossa.body.picks[0].menuLine).toMatch(/Pepperjack Barossa Shiraz/);

      const oysters = await wineMenu(member.accessToken)
        .attach('image', wineList, 'list.png')
        .field('question', 'Best pick with oysters?');
      expect(oysters.body.picks[0].menuLine).toMatch(/Jansz|Riesling/);
      expect(await storedMenuPhotos(member.userId)).toEqual([]);
    }, 120_000);

    it("pair a food menu photo ('menu'): every dish read and paired", async () => {
      const res = await mealPairing(member.accessToken).attach('image', foodMenu, 'menu.png').field('analysisType', 'menu');
      expect(res.status).toBe(200);
      const result = mealPairingResultSchema.parse(res.body);
      expect(result.recognizedFood).toEqual(FOOD_MENU.map((d) => d.name));
      expect(result.needsConfirmation).toBe(false);
      const byDish = new Map(result.recommendations.map((r) => [r.dish, r.wineType]));
      expect(byDish.get('Chargrilled scotch fillet')).toBe('Red Wine');
      expect(['Sparkling Wine', 'White Wine']).toContain(byDish.get('Freshly shucked oysters'));
      expect(result.cookingMethod).toMatch(/Grilled/);
    }, 60_000);

    it("a meal photo ('meal') asks for the dish, offering the food it prints and recent searches' foods, then pairs what the user confirms", async () => {
      await api()
        .post('/api/recommendations')
        .set(bearer(member.accessToken))
        .send({ query: 'a red for lamb shanks' })
        .expect(200);
      const first = await mealPairing(member.accessToken).attach('image', foodMenu, 'meal.png').field('analysisType', 'meal');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        cuisineType: 'Not identified',
        cookingMethod: 'Not specified',
        recognizedFood: [],
        mainIngredients: [],
        recommendations: [],
        needsConfirmation: true,
        // the printed dishes first, then the food of the user's own recent search
        suggestedDishes: expect.arrayContaining([...FOOD_MENU.map((d) => d.name), 'lamb shanks']),
      });
      const suggested = first.body.suggestedDishes as string[];
      expect(suggested.indexOf('lamb shanks')).toBeGreaterThan(suggested.indexOf('Dark chocolate fondant'));
      // another user's searches are never offered
      const other = await registerMember();
      await premium(other);
      const theirs = await mealPairing(other.accessToken).attach('image', foodMenu, 'meal.png').field('analysisType', 'meal');
      expect(theirs.body.suggestedDishes).not.toContain('lamb shanks');
      const confirmed = await mealPairing(member.accessToken)
        .attach('image', foodMenu, 'meal.png')
        .field('analysisType', 'meal')
        .field('description', 'barbecued lamb cutlets with rosemary');
      expect(confirmed.status).toBe(200);
      const result = mealPairingResultSchema.parse(confirmed.body);
      expect(result.needsConfirmation).toBe(false);
      expect(result.cookingMethod).toBe('Grilled');
      expect(result.mainIngredients).toContain('lamb');
      expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
      expect(result.recommendations[0]).toMatchObject({ wineType: 'Red Wine' });
      expect(result.recommendations[0].matchReason.length).toBeGreaterThan(20);
      expect(await storedMenuPhotos(member.userId)).toEqual([]);
    }, 90_000);
  });
});
