// POST /api/transcribe against the real gateway, identity (plan) and speech sidecar (whisper tiny.en):
// clips are spoken by espeak-ng, as a user would speak them into a browser without Web Speech.
import {
  AUDIO_REQUIRED_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_TOO_LONG_MESSAGE,
  INVALID_AUDIO_MESSAGE,
  MAX_AUDIO_BYTES,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
  VOICE_SEARCH_PREMIUM_MESSAGE,
} from '@wine/contracts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';
import { startStackProcess, stopStackProcess } from './transport-support';
import { silentWav } from '../../support/audio';

const transcribe = (user: TestAccount, audio: Buffer, filename = 'clip.wav') =>
  api().post('/api/transcribe').set(bearer(user.accessToken)).attach('audio', audio, filename);

/** What espeak-ng says, as a 22 kHz mono WAV. */
function speak(text: string): Buffer {
  const file = path.join(os.tmpdir(), `transcribe-${process.pid}-${Date.now()}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', file, text]);
  const wav = fs.readFileSync(file);
  fs.rmSync(file);
  return wav;
}

const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, ' ');

describe('POST /api/transcribe (voice search fallback)', () => {
  let premium: TestAccount;
  let free: TestAccount;

  beforeAll(async () => {
    [premium, free] = await Promise.all([registerMember(), registerMember()]);
    await publishPlanChanged(premium.userId, 'premium');
    await waitFor(
      async () => (await api().get('/api/auth/user').set(bearer(premium.accessToken))).body.subscriptionPlan === 'premium',
      { what: 'the plan change' },
    );
  });
  afterAll(() => closePlanEvents());

  it.each([
    ['Barossa Shiraz under thirty dollars', ['barossa', 'shiraz', 'thirty']],
    ['a bold red for a lamb roast', ['bold', 'red', 'lamb']],
    ['Hunter Valley Semillon with oysters', ['hunter valley', 'semillon']],
    ['McLaren Vale Grenache', ['mclaren vale', 'grenache']],
  ])('transcribes a spoken "%s" for a Premium user', async (said, expected) => {
    const res = await transcribe(premium, speak(said)).expect(200);
    for (const word of expected) expect(words(res.body.text)).toContain(word);
    expect(res.body.durationSeconds).toBeGreaterThan(0.5);
    expect(res.body.durationSeconds).toBeLessThan(5);
  });

  it('answers an empty transcript for a silent clip, not invented words', async () => {
    const res = await transcribe(premium, silentWav(3)).expect(200);
    expect(res.body).toEqual({ text: '', durationSeconds: 3 });
  });

  it('tells a Free user to upgrade, with the upgrade flag', async () => {
    const res = await transcribe(free, speak('Barossa Shiraz')).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: VOICE_SEARCH_PREMIUM_MESSAGE, upgrade: true });
  });

  it('needs a signed-in user', async () => {
    await api().post('/api/transcribe').attach('audio', silentWav(1), 'clip.wav').expect(401);
  });

  it('refuses a clip over 2 MB with 413', async () => {
    const res = await transcribe(premium, silentWav((MAX_AUDIO_BYTES + 1000) / 32_000)).expect(413);
    expect(res.body.message).toBe(AUDIO_TOO_LARGE_MESSAGE);
  });

  it('refuses a clip over 15 seconds with a 400 naming the limit', async () => {
    const res = await transcribe(premium, silentWav(16)).expect(400);
    expect(res.body.message).toBe(AUDIO_TOO_LONG_MESSAGE);
    expect(res.body.message).toContain('15 seconds');
  });

  it.each([
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'clip.wav'],
    ['text named .webm', Buffer.from('just some text, not audio at all'), 'clip.webm'],
    // the right magic bytes, then garbage: only decoding finds out
    ['a broken WAV', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(200, 7)]), 'clip.wav'],
  ])('refuses %s with 400', async (_, bytes, filename) => {
    const res = await transcribe(premium, bytes, filename).expect(400);
    expect(res.body.message).toBe(INVALID_AUDIO_MESSAGE);
  });

  it('asks for the audio field when none was sent', async () => {
    const res = await api().post('/api/transcribe').set(bearer(premium.accessToken)).field('note', 'no clip').expect(400);
    expect(res.body.message).toBe(AUDIO_REQUIRED_MESSAGE);
  });

  it('answers 503 while the speech server is down, and works again once it is back', async () => {
    // stopped and started again with its own command line and environment (its shared secret too)
    const stopped = await stopStackProcess('speech');

    const res = await transcribe(premium, speak('Barossa Shiraz')).expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: TRANSCRIPTION_UNAVAILABLE_MESSAGE });

    startStackProcess(stopped);
    const argv = stopped.argv;
    const port = argv[argv.indexOf('--port') + 1];
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, {
      timeoutMs: 60_000,
      what: 'the speech server',
    });
    // the gateway's breaker lets clips through again once its own probe sees the server (a second at most)
    const again = await waitFor(
      async () => {
        const res = await transcribe(premium, speak('Barossa Shiraz'));
        return res.status !== 503 && res;
      },
      { timeoutMs: 10_000, intervalMs: 500, what: 'transcription to work again' },
    );
    expect(again.status).toBe(200);
    expect(words(again.body.text)).toContain('shiraz');
  });
});
