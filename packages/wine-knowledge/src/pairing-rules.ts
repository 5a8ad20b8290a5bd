import { loadRecords } from './load';
import { pairingRuleSchema, type PairingRule } from './schemas';

// Food pairing suggestions: category, dishes, servingTemp, glassType, optional decantTime (docs/product-rules.md#serving-temperatures)
// plus the keywords and weighted wine styles the pairing engine scores with (data/pairing-rules.json).
// Rule ids are fixed: wines reference them in their foodTags.
export const PAIRING_RULES: PairingRule[] = loadRecords('pairing-rules.json', pairingRuleSchema);

const RULES_BY_ID = new Map(PAIRING_RULES.map((rule) => [rule.id, rule]));

/** The pairing rule for this food category id, or undefined. */
export function findPairingRule(id: string): PairingRule | undefined {
  return RULES_BY_ID.get(id);
}

// the serving-temperature rule is shared with the SPA, so it lives in the contracts
export { servingTemperatureFor } from '@wine/contracts';
