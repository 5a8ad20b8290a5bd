import { paths } from '@/lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

// "Shared chrome": exact labels and order.
export const SIGNED_OUT_LINKS: readonly NavLinkItem[] = [
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
];

export const SIGNED_IN_LINKS: readonly NavLinkItem[] = [
  { label: 'Recommendations', to: paths.dashboard },
  { label: 'My Cellar', to: paths.cellar },
  { label: 'Upload Wine', to: paths.upload },
  { label: 'Wine Education', to: paths.wineEducation },
  { label: 'Winery Explorer', to: paths.wineryExplorer },
  { label: 'Pricing', to: paths.pricing },
];

export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: 'My Cellar', to: paths.cellar },
  { label: 'Subscription', to: paths.subscription },
  { label: 'Account Settings', to: paths.settings },
];
