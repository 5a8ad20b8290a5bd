import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PageObject } from './shell-page';

/** A bottle label the real OCR can read, rendered like the label eval's (tests/eval/labels). */
export async function renderedLabel(producer: string, wineName: string, region: string, vintage: string): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="910"><rect width="700" height="910" fill="#f6f1e4"/>
    <rect x="14" y="14" width="672" height="882" fill="none" stroke="#7a1f2b" stroke-width="3"/>
    <text x="350" y="180" font-family="DejaVu Serif" font-size="72" font-weight="bold" text-anchor="middle" fill="#1d1d1d">${esc(producer.toUpperCase())}</text>
    <text x="350" y="380" font-family="DejaVu Serif" font-size="50" text-anchor="middle" fill="#1d1d1d">${esc(wineName)}</text>
    <text x="350" y="510" font-family="DejaVu Serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#7a1f2b">${vintage}</text>
    <text x="350" y="620" font-family="DejaVu Sans" font-size="28" text-anchor="middle" fill="#1d1d1d">${esc(region)}</text>
    <text x="350" y="820" font-family="DejaVu Sans" font-size="22" text-anchor="middle" fill="#1d1d1d">14.5% alc/vol   750 mL</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export class UploadPage extends PageObject {
  readonly fileInput = this.page.getByTestId('wine-photo-input');
  readonly analyse = this.main.getByRole('button', { name: 'Analyse Wine' });
  readonly wineName = this.page.getByTestId('analysed-wine-name');
  readonly usage = this.main.getByText('Analyses this month');

  async goto(): Promise<void> {
    await this.page.goto('/upload');
    // the page is lazy-loaded: on a busy machine the first paint can take a while
    await expect(this.shell.heading('Analyse Your Wine Collection')).toBeVisible({ timeout: 30_000 });
  }

  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer });
  }

  button(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  // the upload specs expect one toast where two may match: the first is taken
  override toast(title: string): Locator {
    return super.toast(title).first();
  }
}

/** A bearer token for API set-up calls (uploads made behind the page's back). */
export async function accessTokenOf(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
