import type { DrinkingPlan, ReminderRecipient } from '@wine/contracts';
import type { Mailer, OutgoingMail } from '@wine/nest-common/mail';
import type { Clock } from '../common/clock';
import type { CellarConfig } from '../config';
import type { DrinkingPlanService } from '../drinking-plan/drinking-plan.service';
import { DrinkingReminderService } from './drinking-reminder.service';
import type { IdentityClient } from './identity.client';
import type { RemindersSentRepository } from './reminders-sent.repository';

// the real service pulls in the saved-wine schemas, which need the build's decorator metadata
jest.mock('../drinking-plan/drinking-plan.service', () => ({ DrinkingPlanService: class {} }));

const soon = (wineName: string): DrinkingPlan['items'][number] => ({
  id: wineName,
  kind: 'saved',
  wineName,
  vintage: '2019',
  quantity: 1,
  location: '',
  window: { start: 2024, end: 2026, peakStart: 2025, peakEnd: 2026 },
  group: 'drinkSoon',
  yourWindow: false,
  windowBasis: null,
});

function setUp(opts: { smtp?: boolean; delivery?: 'sent' | 'failed' } = {}) {
  const recipients: ReminderRecipient[] = [
    { userId: 'jo', email: 'jo@example.com', firstName: 'Jo', unsubscribeToken: 'tok-jo' },
    { userId: 'sam', email: 'sam@example.com', firstName: null, unsubscribeToken: 'tok-sam' }, // nothing in "Drink soon"
  ];
  const plans: Record<string, DrinkingPlan> = {
    jo: { today: '2026-12-01', items: [soon('Bin 389')], groups: [], needsVintage: [], noWindow: [] },
    sam: { today: '2026-12-01', items: [{ ...soon('Young Shiraz'), group: 'hold' }], groups: [], needsVintage: [], noWindow: [] },
  };
  const claims = new Set<string>();
  const mails: OutgoingMail[] = [];
  const service = new DrinkingReminderService(
    { PUBLIC_URL: 'https://cellardoor.ai', REMINDER_FROM: 'reminders@cellardoor.ai' } as CellarConfig,
    { reminderRecipients: async () => recipients } as unknown as IdentityClient,
    { drinkingPlan: async (userId: string) => plans[userId] } as DrinkingPlanService,
    { now: async () => new Date('2026-11-30T14:00:00Z') } as unknown as Clock, // 1 December in Melbourne
    {
      claim: async (userId: string, month: string) => !claims.has(`${userId}:${month}`) && !!claims.add(`${userId}:${month}`),
      release: async (userId: string, month: string) => void claims.delete(`${userId}:${month}`),
    } as unknown as RemindersSentRepository,
    {
      configured: opts.smtp ?? true,
      send: async (mail: OutgoingMail) => (mails.push(mail), opts.delivery ?? 'sent'),
    } as unknown as Mailer,
  );
  return { service, claims, mails };
}

describe('a run of the monthly drinking reminder', () => {
  it('e-mails only users with wines in "Drink soon", once per Melbourne month', async () => {
    const { service, claims, mails } = setUp();
    expect(await service.run()).toEqual({ month: '2026-12', sent: 1, skipped: 1 });
    expect(mails.map((m) => [m.to, m.from, m.subject])).toEqual([
      ['jo@example.com', 'reminders@cellardoor.ai', 'Drink soon: 1 bottle from your cellar'],
    ]);
    expect([...claims]).toEqual(['jo:2026-12']);
    expect(await service.run()).toEqual({ month: '2026-12', sent: 0, skipped: 2 });
    expect(mails).toHaveLength(1);
  });

  it('skips the whole run without SMTP', async () => {
    const { service, mails } = setUp({ smtp: false });
    expect(await service.run()).toEqual({ month: null, sent: 0, skipped: 0 });
    expect(mails).toHaveLength(0);
  });

  it('gives the month back when the e-mail fails, and fails the run so the queue retries', async () => {
    const { service, claims } = setUp({ delivery: 'failed' });
    await expect(service.run()).rejects.toThrow('1 drinking reminders could not be e-mailed');
    expect(claims.size).toBe(0);
  });
});
