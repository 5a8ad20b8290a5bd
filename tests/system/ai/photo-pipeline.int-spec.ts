import { QUEUES } from '@wine/contracts';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bearer, registerMember, TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, killProcess, restartProcess, systemInfo, TEST_STACK, waitFor } from '../../support/system';
import { renderLabel } from './rendered-label';

// The whole bottle-analysis pipeline with nothing of ours mocked: gateway → cellar quota →
// MinIO → BullMQ → ai-worker (PP-OCR, catalogue match) → cellar record → the answer.

function analyze(token: string, bytes: Buffer, filename = 'bottle.png', query = '') {
  return api().post(`/api/upload/analyze${query}`).set(bearer(token)).attach('wine_image', bytes, filename);
}

async function jobStatus(token: string, jobId: string) {
  return (await api().get(`/api/upload/analyze/${jobId}`).set(bearer(token)).expect(200)).body as {
    state: string;
    stage: string;
    progress: number;
    result: Record<string, unknown> | null;
    error: string | null;
  };
}

async function finished(token: string, jobId: string, timeoutMs = 90_000) {
  return waitFor(
    async () => {
      const s = await jobStatus(token, jobId);
      return s.state !== 'queued' && s;
    },
    { timeoutMs, intervalMs: 300, what: `job ${jobId}` },
  );
}

/** The analysis of a photo, followed through its job: a busy machine's slow OCR is not a failure. */
async function analysed(token: string, bytes: Buffer) {
  const res = await analyze(token, bytes, 'bottle.png', '?wait=0');
  if (res.status === 200) return res.body as Record<string, unknown> & { id: string };
  expect(res.status).toBe(202);
  const done = await finished(token, res.body.jobId);
  expect(done.state).toBe('done');
  return done.result as Record<string, unknown> & { id: string };
}

async function premium(account: TestAccount): Promise<void> {
  await publishPlanChanged(account.userId, 'premium');
  await waitFor(
    async () => {
      const res = await api().get('/api/auth/user').set(bearer(account.accessToken));
      return res.body.subscriptionPlan === 'premium';
    },
    { timeoutMs: 30_000, what: 'the plan change' },
  );
}

/** A truncated JPEG: a valid header (so the gateway takes it) whose pixels cannot be decoded. */
async function truncatedJpeg(): Promise<Buffer> {
  const { image } = await renderLabel('sa-penfolds-bin-28-shiraz', { format: 'jpeg' });
  return image.subarray(0, Math.floor(image.length / 3));
}

/** One more ai-worker process, as ops would scale them; logs to its own file. */
function startExtraWorker(label: string): number {
  const info = systemInfo();
  const { entry, env } = info.services['ai-worker'];
  const dataDir =
    process.env.WINE_TEST_DATA_DIR ??
    path.resolve(__dirname, '../../..', `.data/test${process.env.WINE_TEST_SLOT ? `-${process.env.WINE_TEST_SLOT}` : ''}`);
  const log = fs.openSync(path.join(dataDir, 'logs', `ai-worker-${label}.log`), 'a');
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  child.unref();
  const updated = systemInfo();
  updated.extraPids = [...(updated.extraPids ?? []), child.pid!];
  fs.writeFileSync(path.join(dataDir, 'system.json'), JSON.stringify(updated, null, 2));
  return child.pid!;
}

function workerLog(name: string): string {
  const dataDir =
    process.env.WINE_TEST_DATA_DIR ??
    path.resolve(__dirname, '../../..', `.data/test${process.env.WINE_TEST_SLOT ? `-${process.env.WINE_TEST_SLOT}` : ''}`);
  const file = path.join(dataDir, 'logs', `${name}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  await waitFor(
    async () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    },
    { timeoutMs: 60_000, what: `worker ${pid} to stop` },
  );
}

// OCR on a shared 2-core box: an analysis takes seconds, a few in a row more
jest.setTimeout(150_000);

afterAll(async () => {
  await closePlanEvents();
});

describe('POST /api/upload/analyze: a bottle photo becomes an identified wine in the cellar', () => {
  let owner: TestAccount;

  beforeAll(async () => {
    owner = await registerMember();
  });

  it('reads a rendered label: catalogue wine, vintage, window, value, confidence and alternatives; listed in /api/uploads; photo for its owner only', async () => {
    const label = await renderLabel('sa-henschke-hill-of-grace', { vintage: '2015' });
    const res = await analyze(owner.accessToken, label.image).expect(200);
    expect(res.body).toMatchObject({
      wineName: label.wineName,
      producer: 'Henschke',
      catalogueWineId: 'sa-henschke-hill-of-grace',
      wineType: 'Red Wine',
      region: label.region,
      vintage: '2015',
      abv: expect.stringMatching(/%$/),
      estimatedValue: expect.stringMatching(/^\$\d+/),
      imageUrl: `/api/uploads/${res.body.id}/image`,
    });
    expect(Number(res.body.optimalDrinkingStart)).toBeGreaterThanOrEqual(2015);
    expect(Number(res.body.peakYearsStart)).toBeGreaterThanOrEqual(Number(res.body.optimalDrinkingStart));
    expect(Number(res.body.peakYearsEnd)).toBeLessThanOrEqual(Number(res.body.optimalDrinkingEnd));
    expect(res.body.analysis.length).toBeGreaterThan(80);
    expect(res.body.confidence.producer).toBeGreaterThan(0.8);
    expect(res.body.confidence.vintage).toBeGreaterThan(0.8);
    expect(res.body.alternatives.length).toBeGreaterThan(0);
    expect(res.body.alternatives.length).toBeLessThanOrEqual(3);
    expect(res.body.alternatives.map((a: { catalogueWineId: string }) => a.catalogueWineId)).not.toContain(
      'sa-henschke-hill-of-grace',
    );

    const list = await api().get('/api/uploads').set(bearer(owner.accessToken)).expect(200);
    expect(list.body.map((u: { id: string }) => u.id)).toContain(res.body.id);

    const photo = await api().get(res.body.imageUrl).set(bearer(owner.accessToken)).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const stranger = await registerMember();
    await api().get(res.body.imageUrl).set(bearer(stranger.accessToken)).expect(404);
    await api().get(`/api/upload/analyze/${res.body.id}`).set(bearer(stranger.accessToken)).expect(404);
  });

  it('answers 202 with a job id when asked not to wait; the job reports stages and then the result', async () => {
    const label = await renderLabel('vic-yarra-yering-dry-red-no-1', { vintage: '2019', format: 'jpeg' });
    const res = await analyze(owner.accessToken, label.image, 'bottle.jpg', '?wait=0').expect(202);
    expect(res.body).toMatchObject({ jobId: expect.any(String), state: 'queued', stage: expect.any(String) });
    const done = await finished(owner.accessToken, res.body.jobId);
    expect(done).toMatchObject({ state: 'done', stage: 'done', progress: 100, error: null });
    expect(done.result).toMatchObject({ producer: 'Yarra Yering', vintage: '2019' });
  });

  it('reads a label not in the catalogue as printed, with low confidence, not an error: no window or value invented', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="900"><rect width="700" height="900" fill="#fff"/>
      <text x="350" y="250" font-family="DejaVu Sans" font-size="70" text-anchor="middle">ZQXWV HOLLOW</text>
      <text x="350" y="420" font-family="DejaVu Sans" font-size="60" text-anchor="middle">2021</text></svg>`;
    const image = await sharp(Buffer.from(svg)).png().toBuffer();
    const result = await analysed(owner.accessToken, image);
    // no grape, no region: nothing to give a window or a value from (docs/product-rules.md)
    expect(result).toMatchObject({
      catalogueWineId: null,
      producer: 'Zqxwv Hollow',
      vintage: '2021',
      estimatedValue: '',
      valueBasis: null,
      optimalDrinkingStart: '',
      optimalDrinkingEnd: '',
      windowBasis: null,
    });
    // not marked High (0.9): the name is the label's own, unconfirmed by the catalogue
    expect((result.confidence as { producer: number }).producer).toBeLessThan(0.9);
  });

  it('reads region, grape and vintage as printed on a label not in the catalogue; window typical for the grape; alternatives near its price', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="900"><rect width="700" height="900" fill="#fff"/>
      <text x="350" y="220" font-family="DejaVu Sans" font-size="64" text-anchor="middle">WOMBAT GULLY</text>
      <text x="350" y="380" font-family="DejaVu Sans" font-size="60" text-anchor="middle">Shiraz</text>
      <text x="350" y="480" font-family="DejaVu Sans" font-size="44" text-anchor="middle">Barossa Valley</text>
      <text x="350" y="600" font-family="DejaVu Sans" font-size="56" text-anchor="middle">2022</text></svg>`;
    const image = await sharp(Buffer.from(svg)).png().toBuffer();
    const member = await registerMember();
    const result = await analysed(member.accessToken, image);
    expect(result).toMatchObject({
      catalogueWineId: null,
      region: 'Barossa Valley',
      grape: 'Shiraz',
      vintage: '2022',
      windowBasis: 'typical for Shiraz',
      valueBasis: 'comparable wines',
      estimatedValue: expect.stringMatching(/^\$\d+-\d+$/),
    });
    // an everyday Shiraz's window, not the 25 years of the finest
    expect(Number(result.optimalDrinkingStart)).toBeGreaterThanOrEqual(2022);
    expect(Number(result.optimalDrinkingEnd) - 2022).toBeLessThanOrEqual(12);
    const [low, high] = String(result.estimatedValue).slice(1).split('-').map(Number);
    for (const a of result.alternatives as { estimatedValue: string }[]) {
      const [aLow, aHigh = aLow] = a.estimatedValue.replace(/[$+]/g, '').split('-').map(Number);
      expect((aLow + aHigh) / 2).toBeGreaterThanOrEqual(low / 2);
      expect((aLow + aHigh) / 2).toBeLessThanOrEqual(high * 2);
    }

    // kept with the upload; the member's own window is theirs, no longer "typical"
    const edited = await api()
      .put(`/api/uploads/${result.id}`)
      .set(bearer(member.accessToken))
      .send({ optimalDrinkingStart: result.optimalDrinkingStart, optimalDrinkingEnd: '2040' })
      .expect(200);
    expect(edited.body).toMatchObject({ windowBasis: null, valueBasis: 'comparable wines', grape: 'Shiraz' });
  });

  it('refuses what is not a JPG, PNG or WebP by its bytes, whatever the name says', async () => {
    const res = await analyze(owner.accessToken, Buffer.from('GIF89a not really a photo'), 'bottle.png').expect(400);
    expect(res.body.message).toBe('Please upload an image file (JPG, PNG, or WebP).');
    await api().post('/api/upload/analyze').set(bearer(owner.accessToken)).field('note', 'no file').expect(400);
  });

  it('refuses an 11 MB file with 413', async () => {
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz', { format: 'jpeg' });
    const res = await analyze(owner.accessToken, Buffer.concat([image, Buffer.alloc(11 * 1024 * 1024)]), 'big.jpg').expect(413);
    expect(res.body.message).toBe('Please upload an image smaller than 10MB.');
  });

  it('refuses a decompression bomb (a small file of 100 megapixels) with 400 before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await analyze(owner.accessToken, bomb, 'bomb.png').expect(400);
    expect(res.body.message).toMatch(/megapixels/);
  });

  it('needs a signed-in user', async () => {
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz');
    await api().post('/api/upload/analyze').attach('wine_image', image, 'bottle.png').expect(401);
  });
});

describe('quota: 3 analyses a month on Free, a failed analysis not counted', () => {
  it('marks a photo that cannot be decoded failed, gives its reservation back, and stops at the 4th analysis', async () => {
    const user = await registerMember();
    const label = await renderLabel('sa-grosset-polish-hill-riesling', { vintage: '2022' });

    await analyze(user.accessToken, label.image).expect(200);
    const failed = await analyze(user.accessToken, await truncatedJpeg(), 'broken.jpg').expect(422);
    expect(failed.body).toMatchObject({ message: 'Failed to analyze wine. Please try again.', jobId: expect.any(String) });
    const status = await jobStatus(user.accessToken, failed.body.jobId);
    expect(status).toMatchObject({ state: 'failed', stage: 'failed', error: 'Failed to analyze wine. Please try again.' });

    // the failed one was released: two more analyses fit in the month's three
    await analyze(user.accessToken, label.image).expect(200);
    await analyze(user.accessToken, label.image).expect(200);
    const me = await api().get('/api/auth/user').set(bearer(user.accessToken)).expect(200);
    expect(me.body.usage.uploadedWines).toBe(3);

    const limited = await analyze(user.accessToken, label.image).expect(403);
    expect(limited.body.message).toBe('Upload limit reached for this month. Upgrade to Premium for unlimited analyses.');
    const list = await api().get('/api/uploads').set(bearer(user.accessToken)).expect(200);
    expect(list.body).toHaveLength(3);
  });
});

describe('ai-worker processes: scaled out and crash-safe', () => {
  let user: TestAccount;
  let queue: Queue;
  const extra: number[] = [];

  beforeAll(async () => {
    user = await registerMember();
    await premium(user);
    queue = new Queue(QUEUES.photoAnalysis, { connection: { host: '127.0.0.1', port: TEST_STACK.redisPort } });
  });

  afterAll(async () => {
    for (const pid of extra) await stopPid(pid);
    await queue.close();
  });

  it('two worker processes share 10 jobs: one cellar record each, both workers take some', async () => {
    const pid = startExtraWorker('second');
    extra.push(pid);
    await waitFor(async () => workerLog('ai-worker-second').includes('ai-worker consuming'), {
      timeoutMs: 60_000,
      what: 'the second worker',
    });

    const wines = [
      'sa-penfolds-bin-28-shiraz',
      'sa-torbreck-the-factor',
      'sa-yalumba-the-menzies-cabernet-sauvignon',
      'sa-grosset-polish-hill-riesling',
      'wa-cullen-vanya-cabernet-sauvignon',
    ];
    const jobs: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { image } = await renderLabel(wines[i % wines.length], { vintage: String(2010 + i) });
      jobs.push((await analyze(user.accessToken, image, 'bottle.png', '?wait=0').expect(202)).body.jobId);
    }
    for (const [i, jobId] of jobs.entries()) {
      const done = await finished(user.accessToken, jobId, 180_000);
      expect(done).toMatchObject({ state: 'done' });
      expect(done.result).toMatchObject({ vintage: String(2010 + i) });
    }
    // one cellar record per job (written idempotently by its quota reservation)
    const uploads = await api().get('/api/uploads').set(bearer(user.accessToken)).expect(200);
    expect(uploads.body).toHaveLength(10);
    // the log line follows the record and the Kafka event, so it may lag the job's 'done' a moment
    const by = await waitFor(
      async () => {
        const first = jobs.filter((id) => workerLog('ai-worker').includes(`analysed photo ${id}`));
        const second = jobs.filter((id) => workerLog('ai-worker-second').includes(`analysed photo ${id}`));
        return new Set([...first, ...second]).size === jobs.length && { first, second };
      },
      { timeoutMs: 30_000, what: 'every job in a worker log' },
    );
    expect(by.first.length).toBeGreaterThan(0);
    expect(by.second.length).toBeGreaterThan(0);
  }, 240_000);

  it('a job held by a SIGKILLed worker stalls and the other worker completes it', async () => {
    // the second worker is off, so the first one takes the job
    await stopPid(extra.pop()!);
    const { image } = await renderLabel('sa-henschke-hill-of-grace', { vintage: '2012', width: 1400 });
    const jobId = (await analyze(user.accessToken, image, 'bottle.png', '?wait=0').expect(202)).body.jobId;
    await waitFor(async () => (await queue.getJobState(jobId)) === 'active', {
      intervalMs: 20,
      timeoutMs: 30_000,
      what: 'the job to start',
    });

    const replacement = startExtraWorker('replacement');
    extra.push(replacement);
    await killProcess('ai-worker');
    try {
      expect(['active', 'waiting']).toContain(await queue.getJobState(jobId));
      // the lock expires (30 s), the replacement's stalled-job check moves it back and runs it
      const done = await finished(user.accessToken, jobId, 120_000);
      expect(done).toMatchObject({ state: 'done' });
      expect(done.result).toMatchObject({ producer: 'Henschke', vintage: '2012' });
      await waitFor(async () => workerLog('ai-worker-replacement').includes(`analysed photo ${jobId}`), {
        timeoutMs: 30_000,
        what: 'the replacement worker to log the job',
      });
    } finally {
      await restartProcess('ai-worker');
    }
  }, 180_000);
});
