// What the end-to-end benches share: the test system (a running one, WINE_TEST_SLOT-aware, or one
// started for the bench), percentiles, and Premium members made the way a checkout makes them.
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PROFILES, startSystem } from '../infra/local/stack.mjs';
import { LAYOUTS, labelSvg, rng } from '../tests/eval/labels/render-labels.mjs';
import { photograph } from '../tests/eval/labels/photo.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The p-th percentile (nearest rank) of a list of numbers. */
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** The running test system, or one started now; call `stop()` of the result when done. */
export async function testSystem() {
  const running = await fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  const system = running ? null : await startSystem('test', { quiet: true });
  return { stop: async () => system?.stop() };
}

/** The body of a successful (or 202) answer; anything else throws with the status and body. */
export async function json(res) {
  const body = await res.json();
  if (!res.ok && res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A new adult member (registered, profile completed); resolves to their Authorization header and user id. */
export async function adultMember(tag = 'bench') {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await json(
    await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ email, password: `pw-${randomUUID()}` }),
    }),
  );
  const auth = { Authorization: `Bearer ${reg.accessToken}` };
  await json(
    await fetch(`${url}/api/profile/setup`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        dateOfBirth: '1980-01-01',
        wineExperienceLevel: null,
        preferredWineTypes: null,
        budgetRange: null,
        location: null,
      }),
    }),
  );
  return { auth, userId: reg.user.id };
}

/**
 * Makes these members Premium by billing's `billing.plan.changed` event on the real Kafka, and
 * resolves once identity has applied it to each (`members`: their Authorization header and user id).
 */
export async function announcePremium(members, tag = 'bench') {
  const producer = new Kafka({
    clientId: `${tag}-bench`,
    brokers: [`127.0.0.1:${PROFILES.test.kafka}`],
    logLevel: logLevel.NOTHING,
  }).producer();
  await producer.connect();
  await producer.send({
    topic: 'billing.plan.changed',
    messages: members.map(({ userId }) => ({
      key: userId,
      value: JSON.stringify({
        eventId: randomUUID(),
        topic: 'billing.plan.changed',
        occurredAt: new Date().toISOString(),
        payload: { userId, plan: 'premium', currentPeriodEnd: null },
      }),
    })),
  });
  await producer.disconnect();
  for (const { auth } of members) {
    for (let i = 0; ; i++) {
      const me = await json(await fetch(`${url}/api/auth/user`, { headers: auth }));
      if (me.subscriptionPlan === 'premium') break;
      if (i >= 150) throw new Error('a member did not become premium');
      await sleep(200);
    }
  }
}

/** A new adult Premium member; resolves to their Authorization header. */
export async function premiumMember(tag = 'bench') {
  const member = await adultMember(tag);
  await announcePremium([member], tag);
  return member.auth;
}

/** A 12 MP phone photo (4000 × 3000 JPEG) of catalogue wine i's label on a bottle, as the label eval renders it. */
export async function labelPhoto(i) {
  const knowledge = await import(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));
  const wines = knowledge.default?.WINES ?? knowledge.WINES;
  const findRegion = knowledge.default?.findRegion ?? knowledge.findRegion;
  const wine = wines[(i * 37) % wines.length];
  const W = 800;
  const H = 1040;
  const svg = labelSvg(wine, findRegion(wine.regionId).name, {
    W,
    H,
    layout: LAYOUTS[i % LAYOUTS.length],
    variant: i,
    font: 'DejaVu Serif',
    font2: 'DejaVu Sans',
    palette: { bg: '#f6f1e4', ink: '#1d1d1d', accent: '#7a1f2b' },
    caps: i % 2 === 0,
    vintage: String(2005 + (i % 18)),
    est: '1891',
  });
  // a 12 MP phone photo (4000 × 3000 JPEG): the label on a bottle, as the label eval renders it
  const label = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await photograph(label, W, H, 'phone-12mp', rng(i + 1))).image;
}
