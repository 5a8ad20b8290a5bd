// Runs tests/eval/recommendations through the gateway as a Premium user (6 wines a query) and
// prints the share of returned wines that satisfy every hard expectation; fails below 90%.
import fs from 'node:fs';
import path from 'node:path';
import { failures, type EvalQuery } from './recommendations-eval-checks';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';

const EVAL = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../tests/eval/recommendations/queries.json'), 'utf8')) as {
  queries: EvalQuery[];
};
const PASS_SHARE = 0.9;

// The gateway limits AI routes per user (30 a minute), so the queries are spread over a few users.
const QUERIES_PER_USER = 20;

describe('recommendation eval', () => {
  const premium: TestAccount[] = [];
  afterAll(() => closePlanEvents());

  beforeAll(async () => {
    for (let i = 0; i < Math.ceil(EVAL.queries.length / QUERIES_PER_USER); i++) {
      const user = await registerMember();
      await publishPlanChanged(user.userId, 'premium');
      premium.push(user);
    }
    for (const user of premium) {
      await waitFor(
        async () => (await api().get('/api/auth/user').set(bearer(user.accessToken))).body.subscriptionPlan === 'premium',
        {
          what: 'the plan change',
        },
      );
    }
  });

  it(`has at least 60 queries and satisfies at least ${PASS_SHARE * 100}% of hard expectations`, async () => {
    expect(EVAL.queries.length).toBeGreaterThanOrEqual(60);
    const accounts = new Map<string, TestAccount>();
    let returned = 0;
    let passed = 0;
    let empty = 0;
    const report: string[] = [];
    for (const [n, item] of EVAL.queries.entries()) {
      let user = premium[Math.floor(n / QUERIES_PER_USER)];
      if (item.profile) {
        const key = JSON.stringify(item.profile);
        if (!accounts.has(key)) accounts.set(key, await registerMember({}, item.profile));
        user = accounts.get(key)!;
      }
      const res = await api().post('/api/recommendations').set(bearer(user.accessToken)).send({ query: item.query }).expect(200);
      const wines = res.body.recommendations as Parameters<typeof failures>[0][];
      if (!wines.length) empty++;
      for (const wine of wines) {
        returned++;
        const broken = failures(wine, item.expect);
        if (broken.length) report.push(`  "${item.query}" → ${wine.id}: ${broken.join(', ')}`);
        else passed++;
      }
    }
    const share = returned ? passed / returned : 0;
    console.log(
      `recommendation eval: ${EVAL.queries.length} queries, ${returned} wines, ${(share * 100).toFixed(1)}% satisfy every hard constraint` +
        (report.length ? `\n${report.join('\n')}` : ''),
    );
    expect(empty).toBe(0);
    expect(share).toBeGreaterThanOrEqual(PASS_SHARE);
  });
});
