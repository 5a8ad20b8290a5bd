import type { DashboardTabs } from '@/features/recommendations/components/DashboardPage';
import { DashboardPage, MealPairingTab, OpenRecommendedBottle, ReadyToDrinkStrip, VoiceSearch, WineMenuHelpTab } from './pages';

// Joins the dashboard to the tabs other features provide (features do not import each other).
const tabs: DashboardTabs = {
  VoiceSearch,
  MealPairingTab,
  WineMenuHelpTab,
  ReadyToDrinkStrip,
  OpenBottle: OpenRecommendedBottle,
};

export function DashboardRoute() {
  return <DashboardPage tabs={tabs} />;
}
