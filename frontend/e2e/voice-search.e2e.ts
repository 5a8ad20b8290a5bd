import { expect, test } from './support/shared-accounts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DashboardPage } from './pages/dashboard-page';
import { screenshotPath, reviewScreenshot } from './pages/screenshots';
import { CHROMIUM } from './support/chromium';

const UNSUPPORTED = 'Voice search is not supported in this browser. Try Chrome, Safari, or Edge.';

/**
 * espeak-ng's 22.05 kHz mono WAV as a 48 kHz one (Chromium's fake microphone plays other rates too
 * fast), with a pause before the words: capture starts a moment before the recorder does.
 */
function forFakeMicrophone(wav: Buffer, pauseSeconds: number): Buffer {
  const rate = wav.readUInt32LE(24);
  const dataAt = wav.indexOf('data', 12);
  const pcm = wav.subarray(dataAt + 8);
  const samples = Math.floor(pcm.length / 2);
  const outRate = 48_000;
  const pause = Math.round(outRate * pauseSeconds);
  const length = pause + Math.floor((samples * outRate) / rate);
  const out = Buffer.alloc(44 + length * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + length * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(outRate, 24);
  out.writeUInt32LE(outRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(length * 2, 40);
  for (let i = pause; i < length; i++) {
    // linear interpolation between the two nearest input samples
    const at = ((i - pause) * rate) / outRate;
    const j = Math.floor(at);
    const a = pcm.readInt16LE(j * 2);
    const b = j + 1 < samples ? pcm.readInt16LE((j + 1) * 2) : a;
    out.writeInt16LE(Math.round(a + (b - a) * (at - j)), 44 + i * 2);
  }
  return out;
}

// What the fake microphone says: espeak-ng's voice, played once (%noloop) into every capture.
// espeak-ng's 'Barossa' is hard to hear: whisper tiny.en reads it as 'Merossa' in about one clip
// in three, while 'Hunter Valley Semillon' came back right every time.
const SPOKEN = path.join(os.tmpdir(), `voice-search-e2e-${process.env.WINE_TEST_SLOT || 0}.wav`);
execFileSync('espeak-ng', ['-v', 'en-us', '-w', SPOKEN, 'Hunter Valley Semillon']);
fs.writeFileSync(SPOKEN, forFakeMicrophone(fs.readFileSync(SPOKEN), 1));

test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPOKEN}%noloop`,
    ],
  },
});

test.describe('voice search', () => {
  // recording, transcription and a search on a shared 2-core machine
  test.describe.configure({ timeout: 120_000 });
  // the run's shared accounts: searching reads, it changes nothing of theirs
  test.use({ sharedAccount: 'premium' });

  test('a browser without Web Speech sees the message, records a clip and gets results', async ({ page }) => {
    // as in Firefox: no speech recognition at all
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.tab('Voice Search').click();
    await expect(page.getByText(UNSUPPORTED)).toBeVisible();
    await reviewScreenshot(page, screenshotPath('page-dashboard-voice-unsupported', 'desktop'), { animations: 'disabled' });

    await page.getByRole('button', { name: 'Record Voice Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Recording… \d+ s of 14 s/ })).toBeVisible();
    await reviewScreenshot(page, screenshotPath('page-dashboard-voice-recording', 'desktop'), { animations: 'disabled' });
    await page.waitForTimeout(5_000); // the spoken clip lasts 3 s
    await page.getByRole('button', { name: 'Stop Recording' }).click();

    await expect(page.getByText(/Searched for “Hunter Valley Semillon”/i)).toBeVisible({ timeout: 60_000 });
    await expect(dashboard.toast('Recommendations Found!')).toBeVisible({ timeout: 30_000 });
    await expect(dashboard.cards).toHaveCount(6);
    await expect(dashboard.cards.first()).toContainText('Semillon');
    await reviewScreenshot(page, screenshotPath('page-dashboard-voice-results', 'desktop'), {
      animations: 'disabled',
      fullPage: true,
    });
  });

  test('with Web Speech: en-US single utterance, listening, interim words, then the search', async ({ page }) => {
    // the browser's recognition, driven by the test (the real one needs the vendor's servers)
    await page.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        continuous = true;
        interimResults = false;
        maxAlternatives = 0;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        constructor() {
          (window as unknown as { recognition: FakeRecognition }).recognition = this;
        }
        start() {}
        stop() {
          this.onend?.();
        }
        abort() {
          this.onend?.();
        }
      }
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.tab('Voice Search').click();
    await expect(page.getByText(UNSUPPORTED)).toHaveCount(0);

    await page.getByRole('button', { name: 'Start Voice Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Listening…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop Listening' })).toBeVisible();
    const settings = await page.evaluate(() => {
      const r = (window as unknown as { recognition: { lang: string; continuous: boolean; interimResults: boolean } })
        .recognition;
      return { lang: r.lang, continuous: r.continuous, interimResults: r.interimResults };
    });
    expect(settings).toEqual({ lang: 'en-US', continuous: false, interimResults: true });

    const say = (transcript: string, isFinal: boolean) =>
      page.evaluate(
        ([text, final]) => {
          const r = (window as unknown as { recognition: { onresult: (e: unknown) => void; onend: () => void } }).recognition;
          r.onresult({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: final })] });
          if (final) r.onend();
        },
        [transcript, isFinal] as const,
      );
    await say('light red for', false);
    await expect(page.getByLabel('Heard so far')).toHaveText('light red for');
    await reviewScreenshot(page, screenshotPath('page-dashboard-voice-listening', 'desktop'), { animations: 'disabled' });

    await say('light red for a summer picnic', true);
    await expect(page.getByLabel('Heard so far')).toHaveCount(0);
    await expect(page.getByText('Searched for “light red for a summer picnic”')).toBeVisible();
    await expect(dashboard.toast('Recommendations Found!')).toBeVisible({ timeout: 30_000 });
    await expect(dashboard.cards).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Start Voice Search' })).toBeEnabled();
  });

  test.describe('Free', () => {
    test.use({ sharedAccount: 'free' });
    test('a Free user sees what voice search does, and the button sends them to upgrade', async ({ page }) => {
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await dashboard.tab('Voice Search').click();
      await expect(page.getByText('Voice search is part of Premium.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
      await reviewScreenshot(page, screenshotPath('page-dashboard-voice-free', 'desktop'), { animations: 'disabled' });
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('button', { name: 'Start Voice Search' })).toBeInViewport();
      await reviewScreenshot(page, screenshotPath('page-dashboard-voice-free', 'mobile'), {
        animations: 'disabled',
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Start Voice Search' }).click();
      await expect(dashboard.toast('Premium Feature Required')).toContainText('Upgrade to Premium to use voice search');
      await expect(page).toHaveURL(/\/checkout$/);
    });
  });
});
