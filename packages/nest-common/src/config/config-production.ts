import { z } from 'zod';

/**
 * One production refusal: given a variable's parsed value (and the whole config), why production
 * must not start with it, or undefined when it may. Outside production nothing is refused, so the
 * local stack keeps its defaults.
 */
export interface ProductionRule {
  variable: string;
  refuse: (value: unknown, config: Record<string, unknown>) => string | undefined;
}

/**
 * A refinement for a service's config schema: with NODE_ENV=production, each broken rule is one
 * issue naming its variable, so parseConfig stops the process with one line that says what to set.
 *   schema.superRefine(productionRules(requiredInProduction('PUBLIC_URL', 'the public origin')))
 */
export function productionRules(...rules: ProductionRule[]) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production') return;
    for (const rule of rules) {
      const reason = rule.refuse(config[rule.variable], config);
      if (reason) ctx.addIssue({ code: 'custom', path: [rule.variable], message: reason });
    }
  };
}

/** Unset (or a schema's '' default) is refused: `what` says what to set it to. */
export function requiredInProduction(variable: string, what: string): ProductionRule {
  return {
    variable,
    refuse: (value) => (value === undefined || value === '' ? `is required in production: ${what}` : undefined),
  };
}

/** Set is refused: `why` says why it must stay unset. */
export function unsetInProduction(variable: string, why: string): ProductionRule {
  return { variable, refuse: (value) => (value === undefined ? undefined : `must not be set in production: ${why}`) };
}

/** A URL, when set, must be https:// (keys and user data never cross the network in clear text). */
export function httpsInProduction(variable: string): ProductionRule {
  return {
    variable,
    refuse: (value) =>
      typeof value === 'string' && value !== '' && !value.startsWith('https://')
        ? 'must be an https:// URL in production'
        : undefined,
  };
}

/** `true`/`false` from the environment, `false` when unset. */
export const booleanFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
