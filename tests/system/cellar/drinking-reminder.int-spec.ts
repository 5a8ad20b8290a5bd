// The monthly "Drink soon" reminder (docs/product-rules.md#drinking-reminder): the opt-in through the
// gateway, and the repeatable job's run through the test system's SMTP server. (Without SMTP a run
// sends nothing: the reminder service's unit spec.)
import { PATTERNS, type ReminderRun } from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { everyMail, mailsTo as inboxOf } from '../../support/mailbox';
import { api, systemInfo, waitFor } from '../../support/system';
import { CellarClient } from './cellar-client';

const as = (me: TestAccount) => bearer(me.accessToken);
const settings = (me: TestAccount) => api().get('/api/account/notifications').set(as(me));
const setReminder = (me: TestAccount, body: unknown) =>
  api()
    .put('/api/account/notifications')
    .set(as(me))
    .send(body as object);

// every user here lives on 15 March 2031 (Melbourne), so "Drink soon" is a window ending in 2031
const MARCH_2031 = '2031-03-15T01:00:00.000Z';
const APRIL_2031 = '2031-04-15T01:00:00.000Z';

const CONFIRM_LINK = /https?:\/\/\S+(\/api\/account\/notifications\/confirm\?token=[A-Za-z0-9_-]{43})/;
// a List-Unsubscribe header: the link on the origin the e-mails link to (PUBLIC_URL), and its path
const unsubscribeLink = (header: string | undefined) => {
  const origin = systemInfo().services.cellar.env.PUBLIC_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^<(${origin}(/api/unsubscribe\\?token=[A-Za-z0-9_-]{43}))>$`).exec(header ?? '');
};

describe('the monthly drinking reminder e-mail', () => {
  const cellar = new CellarClient();
  const run = () => cellar.send<ReminderRun>(PATTERNS.cellar.remindersRun, {});
  const mailsTo = (me: TestAccount) => inboxOf(me.email).filter((m) => /^Drink soon/.test(m.header('Subject') ?? ''));
  const confirmationsTo = (me: TestAccount) =>
    inboxOf(me.email).filter((m) => /^Confirm your monthly/.test(m.header('Subject') ?? ''));
  /** Turns the reminder on as a member does: the switch, then the link in the confirmation e-mail. */
  async function optIn(me: TestAccount): Promise<void> {
    const before = confirmationsTo(me).length;
    expect((await setReminder(me, { drinkingReminder: true }).expect(200)).body).toEqual({
      drinkingReminder: false,
      confirmationSent: true,
    });
    const mail = await waitFor(async () => confirmationsTo(me)[before], { what: `the confirmation e-mail to ${me.email}` });
    const path = CONFIRM_LINK.exec(mail.body)?.[1];
    expect(path).toBeDefined();
    const confirmed = await api().get(path!).expect(303);
    expect(confirmed.headers.location).toBe('/settings?reminder=confirmed');
  }

  afterAll(() => cellar.close());

  it('is off by default, turned on (once the e-mailed link is clicked) and off by its owner only, and a bad body is a 400 naming the field', async () => {
    const me = await registerMember();
    const other = await registerMember();
    expect((await settings(me).expect(200)).body).toEqual({ drinkingReminder: false, confirmationSent: false });
    await optIn(me);
    expect((await settings(me).expect(200)).body).toEqual({ drinkingReminder: true, confirmationSent: false });
    expect((await settings(other).expect(200)).body).toEqual({ drinkingReminder: false, confirmationSent: false });

    const bad = await setReminder(me, { drinkingReminder: 'yes' }).expect(400);
    expect(bad.body.message).toContain('drinkingReminder');
    const extra = await setReminder(me, { drinkingReminder: false, email: 'x@example.com' }).expect(400);
    expect(JSON.stringify(extra.body.message)).toContain('email');
    await setReminder(me, {}).expect(400);
    await api().put('/api/account/notifications').send({ drinkingReminder: true }).expect(401);
    await api().get('/api/account/notifications').expect(401);

    expect((await setReminder(me, { drinkingReminder: false }).expect(200)).body).toEqual({
      drinkingReminder: false,
      confirmationSent: false,
    });
    expect((await settings(me).expect(200)).body).toEqual({ drinkingReminder: false, confirmationSent: false });
  });

  it('a confirmation link works once; a forged one is a 400 naming the token', async () => {
    const me = await registerMember();
    await setReminder(me, { drinkingReminder: true }).expect(200);
    const mail = await waitFor(async () => confirmationsTo(me)[0], { what: 'the confirmation e-mail' });
    expect(unsubscribeLink(mail.header('List-Unsubscribe'))).not.toBeNull();
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = CONFIRM_LINK.exec(mail.body)![1];
    await api().get(path).expect(303);
    const again = await api().get(path).expect(303);
    expect(again.headers.location).toBe('/settings?reminder=expired');
    const forged = await api().get('/api/account/notifications/confirm?token=nope').expect(400);
    expect(forged.body.message).toContain('token');

    // switching off and on again cannot fill an inbox: 3 confirmation e-mails a day
    await setReminder(me, { drinkingReminder: false }).expect(200);
    for (let i = 0; i < 2; i++) {
      await setReminder(me, { drinkingReminder: true }).expect(200);
      await setReminder(me, { drinkingReminder: false }).expect(200);
    }
    const fourth = await setReminder(me, { drinkingReminder: true }).expect(429);
    expect(fourth.body.message).toBe(
      'We have sent you 3 confirmation e-mails today. Please open the link in the last one, or try again tomorrow.',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(confirmationsTo(me)).toHaveLength(3);
  });

  it('e-mails each opted-in user their "Drink soon" wines once a month, and no one else', async () => {
    const me = await registerMember({ firstName: 'Jo' });
    const notOptedIn = await registerMember();
    const nothingSoon = await registerMember();
    for (const user of [me, notOptedIn, nothingSoon]) await cellar.setClock(user.userId, MARCH_2031);
    const drinkSoon = { optimalDrinkingStart: '2027', optimalDrinkingEnd: '2031', peakYearsStart: '2028', peakYearsEnd: '2030' };
    const soon = await cellar.seedUpload(me.userId, { wineName: 'Kestrel Ridge Shiraz', vintage: '2021', ...drinkSoon });
    await api().patch(`/api/cellar/${soon.id}`).set(as(me)).send({ quantity: 3, location: 'Rack B, row 3' }).expect(200);
    await cellar.seedUpload(me.userId, {
      wineName: 'Young Cabernet',
      vintage: '2029',
      optimalDrinkingStart: '2034',
      optimalDrinkingEnd: '2045',
    });
    await cellar.seedUpload(notOptedIn.userId, { wineName: 'Unasked Shiraz', vintage: '2021', ...drinkSoon });
    await cellar.seedUpload(nothingSoon.userId, {
      wineName: 'Patient Cabernet',
      optimalDrinkingStart: '2034',
      optimalDrinkingEnd: '2045',
    });
    await optIn(me);
    await optIn(nothingSoon);
    // asked, but never clicked the link: no reminder goes to an address that was not confirmed
    const unconfirmed = await registerMember();
    await cellar.setClock(unconfirmed.userId, MARCH_2031);
    await cellar.seedUpload(unconfirmed.userId, { wineName: 'Unconfirmed Shiraz', vintage: '2021', ...drinkSoon });
    await setReminder(unconfirmed, { drinkingReminder: true }).expect(200);

    const first = await run();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = mailsTo(me);
    expect(more).toHaveLength(0);
    expect(mail.to).toEqual([me.email]);
    expect(mail.header('Subject')).toBe('Drink soon: 3 bottles from your cellar');
    expect(mail.body).toContain('Hi Jo,');
    expect(mail.body).toContain('- Kestrel Ridge Shiraz 2021: drink 2027–2031, 3 bottles, Rack B, row 3');
    expect(mail.body).not.toContain('Young Cabernet');
    const origin = systemInfo().services.cellar.env.PUBLIC_URL;
    expect(mail.body).toContain(`${origin}/cellar`);
    expect(mail.body).toContain(`turn it off in Account Settings: ${origin}/settings`);
    const unsubscribe = unsubscribeLink(mail.header('List-Unsubscribe'));
    expect(unsubscribe).not.toBeNull();
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body).toContain(unsubscribe![1]);
    expect(mailsTo(unconfirmed)).toHaveLength(0);
    expect(mailsTo(notOptedIn)).toHaveLength(0);
    expect(mailsTo(nothingSoon)).toHaveLength(0);
    expect(everyMail().some((m) => m.body.includes('Unasked Shiraz'))).toBe(false);

    // a rerun in the same month (a retry, a second instance) sends nothing more
    await run();
    expect(mailsTo(me)).toHaveLength(1);

    // next month again, unless the user turned it off
    await cellar.setClock(me.userId, APRIL_2031);
    await setReminder(me, { drinkingReminder: false }).expect(200);
    await run();
    expect(mailsTo(me)).toHaveLength(1);
    await optIn(me);
    await run();
    expect(mailsTo(me)).toHaveLength(2);

    // one click from the mail client, no sign-in (RFC 8058): opening the link changes nothing, its POST unsubscribes
    const link = unsubscribeLink(mailsTo(me)[1].header('List-Unsubscribe'))![2];
    const shown = await api().get(link).expect(200);
    expect(shown.text).toContain('<form method="post"');
    expect((await settings(me).expect(200)).body.drinkingReminder).toBe(true);
    await api().post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await settings(me).expect(200)).body).toEqual({ drinkingReminder: false, confirmationSent: false });
    await cellar.setClock(me.userId, '2031-05-15T01:00:00.000Z');
    await run();
    expect(mailsTo(me)).toHaveLength(2);
  });
});
