// What a search's answer is shown with, in one chunk the dashboard loads once the browser is idle or
// a search starts, whichever comes first (hooks/use-result-parts.ts; docs/architecture.md#first-load).
export { FoodPairingCard } from './FoodPairingCard';
export { PremiumNote } from './PremiumNote';
export { RecommendedWineCard } from './RecommendedWineCard';
