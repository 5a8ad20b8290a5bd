// The h1 each page shows (screen titles); the landing hero text is the app's own.
export const LANDING_HEADING = 'Your AI Sommelier for Australian Wine';

export const PAGE_HEADINGS: Record<string, string> = {
  '/': LANDING_HEADING,
  '/pricing': 'Choose Your Plan',
  '/contact': 'Contact Us',
  '/help-centre': 'Help Centre',
  '/wine-education': 'Australian Wine Guide',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/age-verification': 'Age Verification',
  '/responsible-drinking': 'Responsible Drinking',
};
