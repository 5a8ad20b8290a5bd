import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { renderedLabel, UploadPage } from './pages/upload-page';
import { publishPlan } from './support/accounts';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from './pages/screenshots';

// No page scrolls sideways on a phone, in any state (docs/product-rules.md#screens-and-client-behaviour):
// every route, signed out and signed in as a Premium member with the longest names, a long recent
// search, a long wine name and error states, at 320, 375 and 430 px: scrollWidth <= innerWidth.

const WIDTHS = [320, 375, 430];
const LONG_FIRST = 'Maximiliana-Alexandrina';
const LONG_LAST = 'Featherstonehaugh-Cholmondeley-Worthington';
// a 110-character request made the dashboard 848 px wide (the review's phone)
const LONG_QUERY =
  'Something elegant and savoury for a long Sunday lunch with slow-roasted lamb shoulder, rosemary and garlic potatoes';
const LONG_WINE =
  'Wolf Blass Black Label Cabernet Sauvignon Shiraz Malbec Reserve Limited Release Barossa-Langhorne-Creek-McLaren-Vale';

const PUBLIC_ROUTES = [
  '/',
  '/?signin=1',
  '/?signup=1',
  '/pricing',
  '/contact',
  '/help-centre',
  '/wine-education',
  '/privacy-policy',
  '/terms-of-service',
  '/age-verification',
  '/responsible-drinking',
  '/referral-program',
  '/coming-soon',
  '/checkout',
  '/reset-password?token=not-a-token',
  '/reset-password?token=' + 'A'.repeat(43),
  '/no-such-page',
];
const MEMBER_ROUTES = [
  '/dashboard',
  '/cellar',
  '/upload',
  '/winery-explorer',
  '/subscribe',
  '/subscription',
  '/settings',
  '/pricing',
  '/checkout',
  '/referral-program',
  '/help-centre',
  '/no-such-page',
];

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  culprits: string[];
}

async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const result = await overflowOf(page);
  expect(result.scrollWidth, `${what} at ${result.innerWidth} px: ${result.culprits.join(' | ')}`).toBeLessThanOrEqual(
    result.innerWidth,
  );
}

/** Nothing inside this part of the page (a dialog, whose paper can hide what spills) reaches past the screen's edge. */
async function expectWithinScreen(page: Page, part: string, what: string): Promise<void> {
  const beyond = await page.locator(part).evaluate((root) => {
    const innerWidth = window.innerWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > innerWidth + 0.5 || box.left < -0.5);
      })
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
      );
  });
  expect(beyond, `${what}: ${beyond.join(' | ')}`).toEqual([]);
}

async function longNamedPremiumMember(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-overflow-${unique}-with-a-rather-long-address@example.com`;
  const password = `Pw-${unique}`;
  const res = await request.post('/api/auth/register', { data: { email, password, firstName: LONG_FIRST, lastName: LONG_LAST } });
  expect(res.status()).toBe(201);
  const { accessToken, user } = (await res.json()) as { accessToken: string; user: { id: string } };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const setup = await request.post('/api/profile/setup', {
    headers: auth,
    data: { dateOfBirth: '1985-07-04', wineExperienceLevel: null, preferredWineTypes: null, budgetRange: null, location: null },
  });
  expect(setup.ok()).toBe(true);
  const saved = await request.post('/api/cellar/save', {
    headers: auth,
    data: {
      wineName: LONG_WINE,
      wineType: 'Red Wine',
      region: 'Barossa Valley, Langhorne Creek and McLaren Vale, South Australia',
      vintage: '2019',
      priceRange: '$150-200',
      description: 'Deep, layered and long.',
      source: 'recommendation',
    },
  });
  expect(saved.status()).toBe(201);
  const search = await request.post('/api/recommendations', { headers: auth, data: { query: LONG_QUERY } });
  expect(search.ok()).toBe(true);
  await publishPlan({ userId: user.id }, 'premium');
  return { email, password };
}

/** Checks the page as it stands at each phone width in turn (one load serves all three: the layout
 * follows a resize), and leaves it at the first. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>, widths = WIDTHS): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await check(width);
  }
  await page.setViewportSize({ width: widths[0], height: 740 });
}

test.describe(`at ${WIDTHS.join(', ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 740 }, isMobile: true, hasTouch: true });

  test('no page scrolls sideways when signed out', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await atEachWidth(page, async () => {
        await settle(page);
        await expectNoSidewaysScroll(page, route);
      });
    }
  });

  test('no page scrolls sideways for a member with long names, a long search and a long wine', async ({ page }) => {
    test.setTimeout(180_000);
    await longNamedPremiumMember(page.request);
    for (const route of MEMBER_ROUTES) {
      await page.goto(route);
      await atEachWidth(page, async () => {
        await settle(page);
        await expectNoSidewaysScroll(page, route);
      });
    }

    // the dashboard after a long search, and with its error state (an empty request)
    await page.goto('/dashboard');
    await settle(page);
    const query = page.getByLabel('Describe the wine, meal or occasion');
    await query.fill(LONG_QUERY);
    await page.getByRole('button', { name: /Get(ting)? Recommendations/ }).click();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await atEachWidth(page, () => expectNoSidewaysScroll(page, 'dashboard after a long search'));
    // an empty box disables the button; a blank one says what is missing (asked at each width, as
    // its toast hides itself)
    await atEachWidth(page, async () => {
      await query.fill('   ');
      await page.getByRole('button', { name: /Get(ting)? Recommendations/ }).click();
      await expect(page.getByText('Input Required').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'dashboard with a blank request');
    });

    // every dashboard tab
    for (const tab of ['Voice Search', 'Meal Pairing', 'Wine Menu Help']) {
      await page.getByRole('tab', { name: tab }).click();
      await atEachWidth(page, () => expectNoSidewaysScroll(page, `dashboard, ${tab}`));
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      // the user menu with the long name open
      await page.goto('/cellar');
      await settle(page);
      await expect(page.getByText(LONG_WINE).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'cellar with a long wine name');

      // the seven cellar tabs overflow a phone: an arrow shows there are more, and leads to them
      const cellarTabs = page
        .getByRole('tablist', { name: 'Cellar views' })
        .locator('xpath=ancestor::div[contains(@class,"MuiTabs-root")]');
      const more = cellarTabs.locator('.MuiTabs-scrollButtons').last();
      await expect(more, `the cellar tabs' arrow at ${width} px`).toBeVisible();
      await expect(more).not.toHaveClass(/Mui-disabled/);
      const tabs = page.getByRole('tablist', { name: 'Cellar views' }).getByRole('tab');
      await expect(tabs.last(), `the last cellar tab is hidden at ${width} px`).not.toBeInViewport({ ratio: 1 });
      await expect(tabs.first()).toBeInViewport({ ratio: 1 });
      await more.click();
      // the list moved on to the tabs that were hidden
      await expect(tabs.first(), `the arrow moves the cellar tabs on at ${width} px`).not.toBeInViewport({ ratio: 1 });
      await reviewScreenshot(page, `screenshots/cellar-tabs-phone-${width}.png`);
    }
  });
});

// the upload result (a long label read as printed, with its window and alternatives notes) and the
// Edit bottles dialog of a long-named wine, at the widths of today's phones: one upload, each state
// checked at both widths
const TODAYS_PHONES = [375, 430];
test.describe(`at ${TODAYS_PHONES.join(' and ')} px, results and dialogs`, () => {
  test.use({ viewport: { width: TODAYS_PHONES[0], height: 740 }, isMobile: true, hasTouch: true });

  test('the upload result, its edit form and the Edit bottles dialog stay within the screen', async ({ page }) => {
    test.setTimeout(180_000);
    await longNamedPremiumMember(page.request);

    const upload = new UploadPage(page);
    await upload.goto();
    await upload.choose(
      'long.png',
      'image/png',
      await renderedLabel('Featherstonehaugh', 'Cholmondeley Reserve', 'Langhorne Creek', '2021'),
    );
    await upload.analyse.click();
    await expect(upload.wineName).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
    await atEachWidth(
      page,
      async (width) => {
        await expectNoSidewaysScroll(page, 'upload result');
        await expectWithinScreen(page, 'main', `upload result at ${width} px`);
        await reviewScreenshot(page, `screenshots/phone-overflow-upload-result-${width}.png`, { fullPage: true });
      },
      TODAYS_PHONES,
    );
    await upload.button('Edit Details').click();
    await expect(upload.main.getByRole('form', { name: 'Edit wine details' })).toBeVisible();
    await atEachWidth(
      page,
      async (width) => {
        await expectNoSidewaysScroll(page, 'upload result, editing');
        await expectWithinScreen(page, 'main', `upload result, editing, at ${width} px`);
      },
      TODAYS_PHONES,
    );

    await page.goto('/cellar');
    await settle(page);
    const card = page.getByRole('article').filter({ hasText: LONG_WINE }).first();
    await card.getByRole('button', { name: 'Edit bottles' }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit bottles/ });
    await expect(dialog).toBeVisible();
    await atEachWidth(
      page,
      async (width) => {
        await expect(dialog).toBeVisible();
        await expectNoSidewaysScroll(page, 'Edit bottles dialog');
        await expectWithinScreen(page, '[role="dialog"]', `Edit bottles dialog at ${width} px`);
        await reviewScreenshot(page, `screenshots/phone-overflow-edit-bottles-${width}.png`, { fullPage: true });
      },
      TODAYS_PHONES,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // the Drinking Plan with its chart, the long wine's window and the upload's
    await page.getByRole('tab', { name: /Drinking Plan/ }).click();
    await expect(page.getByRole('region', { name: 'Drinking windows' })).toBeVisible();
    await atEachWidth(
      page,
      async (width) => {
        await expectNoSidewaysScroll(page, 'Drinking Plan');
        // the page's whole content is as wide as the screen (a full-page capture is as wide as the
        // content): a clipped chart table once made it 1,453 px wide without adding to scrollWidth
        // (asserted on, so taken every run; saved for review only with E2E_SCREENSHOTS=1)
        const capture = await page.screenshot({
          path: REVIEW_SCREENSHOTS ? `screenshots/phone-overflow-plan-${width}.png` : undefined,
          fullPage: true,
        });
        expect(capture.readUInt32BE(16), `Drinking Plan content width at ${width} px`).toBe(width);
      },
      TODAYS_PHONES,
    );
  });
});
