import type { DrinkingPlan, DrinkingPlanItem, ReminderRecipient } from '@wine/contracts';

export interface DrinkingDigest {
  subject: string;
  text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per wine: name, vintage, window, bottles and where they are. */
export function digestLine(item: DrinkingPlanItem): string {
  const window = item.window.start === item.window.end ? `${item.window.end}` : `${item.window.start}–${item.window.end}`;
  const where = item.location.trim() ? `, ${item.location.trim()}` : '';
  return `- ${item.wineName} ${item.vintage}: drink ${window}, ${plural(item.quantity, 'bottle', 'bottles')}${where}`;
}

/**
 * The monthly reminder (docs/product-rules.md#drinking-reminder): the wines in "Drink soon", or null
 * when there are none (nothing is sent then). `appUrl` is the public origin of the web app.
 */
export function drinkingDigest(plan: DrinkingPlan, recipient: ReminderRecipient, appUrl: string): DrinkingDigest | null {
  const soon = plan.items.filter((i) => i.group === 'drinkSoon');
  if (soon.length === 0) return null;
  const bottles = soon.reduce((n, i) => n + i.quantity, 0);
  const greeting = recipient.firstName?.trim() ? `Hi ${recipient.firstName.trim()},` : 'Hi,';
  const origin = appUrl.replace(/\/+$/, '');
  return {
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
      `To stop it, turn it off in Account Settings: ${origin}/settings`,
    ].join('\n'),
  };
}
