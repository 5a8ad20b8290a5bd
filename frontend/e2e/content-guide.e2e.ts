import { expect, test } from '@playwright/test';
import { WineGuidePage } from './pages/wine-guide-page';

test.describe('Australian Wine Guide (desktop)', () => {
  test('opens on Wine Regions with every state and its region count', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await expect(page).toHaveTitle('Australian Wine Guide | Cellar Door AI');
    await expect(guide.tab('Wine Regions')).toHaveAttribute('aria-selected', 'true');
    const counts = { 'South Australia': 11, 'New South Wales': 6, Victoria: 10, 'Western Australia': 6, Tasmania: 1 };
    for (const [state, count] of Object.entries(counts)) {
      await expect(guide.stateGroup(state)).toContainText(count === 1 ? '1 region' : `${count} regions`);
    }
    await expect(guide.emptyState('Explore Australian Wine Regions')).toBeVisible();
  });

  test('selecting a region shows its detail beside the list; selecting it again deselects', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    const barossa = guide.listItem('Barossa Valley');
    await barossa.click();
    await expect(barossa).toHaveAttribute('aria-pressed', 'true');
    const detail = guide.detailPanel('Barossa Valley');
    await expect(detail.getByRole('heading', { level: 2, name: 'Barossa Valley' })).toBeVisible();
    await expect(detail).toContainText('Penfolds');
    await expect(detail.getByRole('heading', { name: 'Famous wineries' })).toBeVisible();

    // Another region replaces it: one region at a time.
    await guide.listItem('Margaret River').click();
    await expect(guide.detailPanel('Margaret River')).toBeVisible();
    await expect(guide.detailPanel('Barossa Valley')).toHaveCount(0);
    await expect(barossa).toHaveAttribute('aria-pressed', 'false');

    await guide.listItem('Margaret River').click();
    await expect(guide.listItem('Margaret River')).toHaveAttribute('aria-pressed', 'false');
    await expect(guide.emptyState('Explore Australian Wine Regions')).toBeVisible();
  });

  test('state groups collapse and expand independently', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.stateGroup('Victoria').click();
    await expect(guide.stateGroup('Victoria')).toHaveAttribute('aria-expanded', 'false');
    await expect(guide.listItem('Yarra Valley')).toBeHidden();
    // Other groups are unaffected.
    await expect(guide.stateGroup('Tasmania')).toHaveAttribute('aria-expanded', 'true');
    await expect(guide.listItem('Margaret River')).toBeVisible();

    await guide.stateGroup('Victoria').click();
    await expect(guide.stateGroup('Victoria')).toHaveAttribute('aria-expanded', 'true');
    await expect(guide.listItem('Yarra Valley')).toBeVisible();
  });

  test('a grape variety shows its detail and type; toggling it clears the selection', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.tab('Grape Varieties').click();
    await expect(guide.emptyState('Select a Grape Variety')).toBeVisible();
    await expect(guide.listItem('Shiraz')).toContainText('Red');
    await expect(guide.listItem('Riesling')).toContainText('White');
    await expect(guide.listItem('Pinot Gris')).toContainText('Pink');

    await guide.listItem('Riesling').click();
    const detail = guide.detailPanel('Riesling');
    await expect(detail.getByRole('heading', { level: 2, name: 'Riesling' })).toBeVisible();
    await expect(detail).toContainText('Serving temperature');
    await expect(detail).toContainText('8-10°C');

    await guide.listItem('Riesling').click();
    await expect(guide.emptyState('Select a Grape Variety')).toBeVisible();
  });

  test("a variety's best region opens that region in Wine Regions", async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.tab('Grape Varieties').click();
    await guide.listItem('Riesling').click();
    await guide.detailPanel('Riesling').getByRole('button', { name: 'Clare Valley: show in Wine Regions' }).click();
    await expect(guide.tab('Wine Regions')).toHaveAttribute('aria-selected', 'true');
    await expect(guide.detailPanel('Clare Valley')).toBeVisible();
    await expect(guide.listItem('Clare Valley')).toHaveAttribute('aria-pressed', 'true');
  });

  test('Wine Basics explains labels, GIs and serving temperatures', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.tab('Wine Basics').click();
    const basics = guide.activePanel();
    await expect(basics.getByRole('heading', { name: 'How to read an Australian wine label' })).toBeVisible();
    await expect(basics).toContainText('at least 85% of the wine is that grape');
    await expect(basics.getByRole('heading', { name: 'What makes Australian wine special' })).toBeVisible();
    const gi = basics.getByRole('table', { name: 'Examples of zones, regions and sub-regions' });
    await expect(gi.getByRole('row', { name: /Mount Lofty Ranges Adelaide Hills Lenswood, Piccadilly Valley/ })).toBeVisible();
    await expect(gi.getByRole('row', { name: /^Barossa Barossa Valley/ })).toBeVisible();
    await expect(basics.getByRole('heading', { name: 'For beginners' })).toBeVisible();
    await expect(basics.getByRole('heading', { name: 'For enthusiasts' })).toBeVisible();
    const temperatures = basics.getByRole('table', { name: 'Serving temperatures' });
    await expect(temperatures.getByRole('row', { name: /Shiraz 16-18°C/ })).toContainText('Decant for 30-60 minutes');
    await expect(temperatures.getByRole('row', { name: /^Pinot Noir 14-16°C/ })).toBeVisible();
    await expect(temperatures.getByRole('row', { name: /^Chardonnay and other whites 10-12°C/ })).toBeVisible();
    await expect(temperatures.getByRole('row', { name: /^Sauvignon Blanc and Riesling 8-10°C/ })).toBeVisible();
  });
});

test.describe('Australian Wine Guide (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a selected region opens inline, directly under it, and closes again', async ({ page }) => {
    const guide = new WineGuidePage(page);
    await guide.goto();
    await guide.listItem('Coonawarra').click();
    // No side panel: the detail sits inside the same list item as the button.
    await expect(guide.detailPanel('Coonawarra')).toHaveCount(0);
    const item = guide.listEntry('Coonawarra');
    await expect(item.getByRole('heading', { level: 3, name: 'Coonawarra' })).toBeVisible();
    await expect(item).toContainText('terra rossa');
    await expect(guide.emptyState('Explore Australian Wine Regions')).toHaveCount(0);

    await guide.listItem('Coonawarra').click();
    await expect(item.getByRole('heading', { name: 'Coonawarra' })).toHaveCount(0);
  });
});
