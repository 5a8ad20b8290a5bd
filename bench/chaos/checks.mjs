// The chaos soak's end checks (bench/chaos.bench.mjs): every write answered 2xx is there exactly
// once, and every counter equals what was accepted. Writes answered 5xx (or not at all) may or may
// not have happened: they are listed apart, never counted as lost.
import { sleep } from '../support.mjs';
import { everything } from './traffic.mjs';

const count = (xs) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map());

function tally(what, acknowledged, present, ambiguous = []) {
  const seen = count(present);
  const row = { what, acknowledged: acknowledged.length, missing: 0, duplicated: 0, presentAfter5xx: 0 };
  for (const x of acknowledged) if (!seen.get(x)) row.missing++;
  for (const [, n] of seen) if (n > 1) row.duplicated += n - 1;
  for (const x of ambiguous) if (seen.get(x)) row.presentAfter5xx++;
  return row;
}

/** Where each analysis ended: done (its upload's id), failed, or still queued after the wait. */
async function jobOutcomes(call, token, jobs, until) {
  const out = new Map();
  for (const job of jobs) {
    if (job.startsWith('done:')) {
      out.set(job, { state: 'done', id: job.slice(5) });
      continue;
    }
    for (;;) {
      const res = await call('GET', `/api/upload/analyze/${job}`, { token });
      const state = res.status === 200 ? res.body.state : `http ${res.status}`;
      if (state !== 'queued' || Date.now() > until) {
        out.set(job, { state, id: res.body?.result?.id });
        break;
      }
      await sleep(2000);
    }
  }
  return out;
}

export async function checkWrites(call, { members, pools, run, waitForJobsMs = 180_000 }) {
  const rows = [];
  const saves = { ack: [], present: [], ambiguous: [] };
  const imports = { ack: [], present: [], ambiguous: [] };
  const opens = { ack: [], present: [], ambiguous: [] };
  const uploads = { ack: [], present: [] };
  const quantities = { bottles: 0, wrong: [] };
  let failedAnalyses = 0;
  let queuedAnalyses = 0;
  const until = Date.now() + waitForJobsMs;
  for (const m of members) {
    const items = await everything(call, '/api/cellar', m.token);
    const names = items.map((w) => w.wineName);
    saves.ack.push(...m.saved);
    saves.ambiguous.push(...m.ambiguous);
    saves.present.push(
      ...names.filter(
        (n) => n.startsWith(`Chaos ${run} `) && !n.startsWith(`Chaos ${run} import`) && !n.startsWith(`Chaos ${run} bottle`),
      ),
    );
    imports.ack.push(...m.imported);
    imports.ambiguous.push(...m.ambiguousImports);
    imports.present.push(...names.filter((n) => n.startsWith(`Chaos ${run} import`)));
    for (const b of m.bottles) {
      const tastings = await everything(call, `/api/cellar/${b.id}/tastings`, m.token);
      const notes = tastings.map((t) => t.note).filter((n) => n.startsWith(`chaos ${run} `));
      opens.ack.push(...b.opened);
      opens.ambiguous.push(...b.ambiguous);
      opens.present.push(...notes);
      // the bottle's count: what it started with, less every open that happened (answered 2xx or not)
      const item = items.find((w) => w.id === b.id);
      quantities.bottles++;
      if (!item || item.quantity !== b.start - notes.length)
        quantities.wrong.push(`${b.id}: ${item?.quantity} left, ${b.start} − ${notes.length} opened`);
    }
    const outcomes = await jobOutcomes(call, m.token, m.uploads, until);
    const listed = (await everything(call, '/api/uploads', m.token)).map((u) => u.id);
    for (const [, o] of outcomes) {
      if (o.state === 'done') uploads.ack.push(o.id);
      else if (o.state === 'failed') failedAnalyses++;
      else queuedAnalyses++;
    }
    uploads.present.push(...listed);
  }
  rows.push(tally('saves', saves.ack, saves.present, saves.ambiguous));
  rows.push(tally('import rows', imports.ack, imports.present, imports.ambiguous));
  rows.push(tally('opens (tastings)', opens.ack, opens.present, opens.ambiguous));
  rows.push({ ...tally('uploads (analysed)', uploads.ack, uploads.present), failedAnalyses, queuedAnalyses });

  // sign-ups: every account answered 201 signs in, once (a second account would refuse the e-mail)
  let signInFails = 0;
  for (const a of pools.signedUp) {
    const res = await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } });
    if (res.status !== 200) signInFails++;
  }
  rows.push({ what: 'sign-ups', acknowledged: pools.signedUp.length, missing: signInFails, duplicated: 0, presentAfter5xx: 0 });

  // subscriptions: every checkout confirmed 200 is Premium in identity and has its subscription in billing
  let notPremium = 0;
  for (const u of pools.upgrading.filter((x) => x.subscribed)) {
    let plan = '';
    for (let i = 0; i < 30 && plan !== 'premium'; i++) {
      const me = await call('GET', '/api/auth/user', { token: u.token });
      plan = me.body?.subscriptionPlan;
      if (plan !== 'premium') await sleep(1000);
    }
    const info = await call('GET', '/api/billing-info', { token: u.token });
    if (plan !== 'premium' || info.status !== 200 || !info.body?.subscription) notPremium++;
  }
  const subscribed = pools.upgrading.filter((x) => x.subscribed).length;
  rows.push({ what: 'subscriptions', acknowledged: subscribed, missing: notPremium, duplicated: 0, presentAfter5xx: 0 });

  // the Free quota: analyses counted this month = uploads accepted, less those that failed for good (released)
  const quota = [];
  for (const u of pools.free) {
    const outcomes = await jobOutcomes(call, u.token, u.uploads, until);
    const released = [...outcomes.values()].filter((o) => o.state === 'failed').length;
    const me = await call('GET', '/api/auth/user', { token: u.token });
    const counted = me.body?.usage?.uploadedWines;
    quota.push({
      accepted: u.uploads.length,
      released,
      counted,
      refused: u.refused,
      ok: counted === u.uploads.length - released,
    });
  }
  return { rows, quantities, quota };
}
