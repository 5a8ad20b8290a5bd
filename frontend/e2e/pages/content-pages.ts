import { expect, type Page } from '@playwright/test';

// The public content pages with the h1 each shows, for the accessibility and
// screenshot sweeps.
export const CONTENT_PAGES = {
  landing: { path: '/', heading: 'Your AI Sommelier for Australian Wine' },
  pricing: { path: '/pricing', heading: 'Choose Your Plan' },
  contact: { path: '/contact', heading: 'Contact Us' },
  'help-centre': { path: '/help-centre', heading: 'Help Centre' },
  'wine-education': { path: '/wine-education', heading: 'Australian Wine Guide' },
  'privacy-policy': { path: '/privacy-policy', heading: 'Privacy Policy' },
  'terms-of-service': { path: '/terms-of-service', heading: 'Terms of Service' },
  'age-verification': { path: '/age-verification', heading: 'Age Verification' },
  'responsible-drinking': { path: '/responsible-drinking', heading: 'Responsible Drinking' },
  'referral-program': { path: '/referral-program', heading: 'Referral Program' },
  'coming-soon': { path: '/coming-soon', heading: 'Coming Soon' },
} as const;

export type ContentPageName = keyof typeof CONTENT_PAGES;

// Data-driven pages show skeletons while loading; checks and captures wait for the real content.
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}
