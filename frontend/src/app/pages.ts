import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { AccountSettingsPageProps } from '@/features/account/components/AccountSettingsPage';
import type { DashboardTabs } from '@/features/recommendations/components/DashboardPage';

type DashboardPageProps = { tabs: DashboardTabs };

// Each page is its own chunk, loaded on first visit.
function lazyPage<Name extends string, Props extends object = Record<string, never>>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LandingPage = lazyPage(() => import('@/features/landing/components/LandingPage'), 'LandingPage');
export const ComingSoonPage = lazyPage(() => import('@/features/waitlist/components/ComingSoonPage'), 'ComingSoonPage');
export const ResetPasswordPage = lazyPage(() => import('@/features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
export const PricingPage = lazyPage(() => import('@/features/billing/components/PricingPage'), 'PricingPage');
export const CheckoutPage = lazyPage(() => import('@/features/billing/components/CheckoutPage'), 'CheckoutPage');
export const SubscribePage = lazyPage(() => import('@/features/billing/components/SubscribePage'), 'SubscribePage');
export const SubscriptionPage = lazyPage(() => import('@/features/billing/components/SubscriptionPage'), 'SubscriptionPage');
export const ContactPage = lazyPage(() => import('@/features/contact/components/ContactPage'), 'ContactPage');
export const HelpCentrePage = lazyPage(() => import('@/features/help/components/HelpCentrePage'), 'HelpCentrePage');
export const WineEducationPage = lazyPage(() => import('@/features/education/components/WineEducationPage'), 'WineEducationPage');
export const PrivacyPolicyPage = lazyPage(() => import('@/features/legal/components/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const TermsOfServicePage = lazyPage(() => import('@/features/legal/components/TermsOfServicePage'), 'TermsOfServicePage');
export const AgeVerificationPage = lazyPage(
  () => import('@/features/legal/components/AgeVerificationPage'),
  'AgeVerificationPage',
);
export const ResponsibleDrinkingPage = lazyPage(
  () => import('@/features/legal/components/ResponsibleDrinkingPage'),
  'ResponsibleDrinkingPage',
);
export const ReferralProgramPage = lazyPage(
  () => import('@/features/referrals/components/ReferralProgramPage'),
  'ReferralProgramPage',
);
export const DashboardPage = lazyPage<'DashboardPage', DashboardPageProps>(
  () => import('@/features/recommendations/components/DashboardPage'),
  'DashboardPage',
);
// The dashboard's other tabs, each from its own feature (app/DashboardRoute.tsx joins them).
export const VoiceSearch = lazyPage<'VoiceSearch', ComponentProps<DashboardTabs['VoiceSearch']>>(
  () => import('@/features/voice-search/components/VoiceSearch'),
  'VoiceSearch',
);
export const MealPairingTab = lazyPage<'MealPairingTab', ComponentProps<DashboardTabs['MealPairingTab']>>(
  () => import('@/features/premium-ai/components/MealPairingTab'),
  'MealPairingTab',
);
export const WineMenuHelpTab = lazyPage(() => import('@/features/premium-ai/components/WineMenuHelpTab'), 'WineMenuHelpTab');
export const OpenRecommendedBottle = lazyPage<'OpenRecommendedBottle', ComponentProps<NonNullable<DashboardTabs['OpenBottle']>>>(
  () => import('@/features/cellar/components/OpenRecommendedBottle'),
  'OpenRecommendedBottle',
);
export const ReadyToDrinkStrip = lazyPage(() => import('@/features/cellar/components/ReadyToDrinkStrip'), 'ReadyToDrinkStrip');
export const PalateSection = lazyPage(() => import('@/features/recommendations/components/PalateSection'), 'PalateSection');
export const PreferencesEditor = lazyPage(() => import('@/features/auth/components/PreferencesEditor'), 'PreferencesEditor');
export const CellarPage = lazyPage(() => import('@/features/cellar/components/CellarPage'), 'CellarPage');
export const UploadPage = lazyPage(() => import('@/features/uploads/components/UploadPage'), 'UploadPage');
export const WineryExplorerPage = lazyPage(
  () => import('@/features/wineries/components/WineryExplorerPage'),
  'WineryExplorerPage',
);
export const AccountSettingsPage = lazyPage<'AccountSettingsPage', AccountSettingsPageProps>(
  () => import('@/features/account/components/AccountSettingsPage'),
  'AccountSettingsPage',
);

// Not pages, but equally on demand: the sign-in/sign-up dialogs when the URL asks for one, profile
// setup while the profile is incomplete. Most first visits show neither, so their forms and MUI
// parts stay out of the first load (bench/bundle.bench.mjs).
export const AuthDialogs = lazyPage(() => import('@/features/auth/components/AuthDialogs'), 'AuthDialogs');
export const ProfileSetupHost = lazyPage(() => import('@/features/auth/components/ProfileSetupHost'), 'ProfileSetupHost');
