import type { DrinkingPlan, DrinkingPlanItem, ReminderRecipient } from '@wine/contracts';
import { mailText, unsubscribeHeaders, unsubscribeLink } from '@wine/nest-common/mail';

export interface DrinkingDigest {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

// Member-written text is one line each, and short (mailText): a name or location cannot add lines.
const NAME_MAX = 120;
const LOCATION_MAX = 80;
const FIRST_NAME_MAX = 50;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per wine: name, vintage, window, bottles and where they are. */
export function digestLine(item: DrinkingPlanItem): string {
  const window = item.window.start === item.window.end ? `${item.window.end}` : `${item.window.start}–${item.window.end}`;
  const location = mailText(item.location, LOCATION_MAX);
  const where = location ? `, ${location}` : '';
  return `- ${mailText(item.wineName, NAME_MAX)} ${mailText(String(item.vintage), 8)}: drink ${window}, ${plural(item.quantity, 'bottle', 'bottles')}${where}`;
}

/**
 * The monthly reminder (docs/product-rules.md#drinking-reminder): the wines in "Drink soon", or null
 * when there are none (nothing is sent then). `appUrl` is the public origin of the web app.
 */
export function drinkingDigest(plan: DrinkingPlan, recipient: ReminderRecipient, appUrl: string): DrinkingDigest | null {
  const soon = plan.items.filter((i) => i.group === 'drinkSoon');
  if (soon.length === 0) return null;
  const bottles = soon.reduce((n, i) => n + i.quantity, 0);
  const firstName = mailText(recipient.firstName ?? '', FIRST_NAME_MAX);
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const origin = appUrl.replace(/\/+$/, '');
  return {
    headers: unsubscribeHeaders(origin, recipient.unsubscribeToken),
    subject: `Drink soon: ${plural(bottles, 'bottle', 'bottles')} from your cellar`,
    text: [
      greeting,
      '',
      `${plural(soon.length, 'wine', 'wines')} in your cellar ${soon.length === 1 ? 'is' : 'are'} in "Drink soon": ` +
        'the drinking window closes within a year, or the wine is past its peak.',
      '',
      ...soon.map(digestLine),
      '',
      `See your drinking plan: ${origin}/cellar`,
      '',
      '--',
      'You get this e-mail once a month because you turned on the monthly drinking reminder.',
      `Unsubscribe in one click (no sign-in needed): ${unsubscribeLink(origin, recipient.unsubscribeToken)}`,
      `Or turn it off in Account Settings: ${origin}/settings`,
    ].join('\n'),
  };
}
