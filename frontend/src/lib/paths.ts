// Route table. Every link, redirect and route definition uses these (docs/product-rules.md#screens-and-client-behaviour).
export const paths = {
  home: '/',
  comingSoon: '/coming-soon',
  pricing: '/pricing',
  contact: '/contact',
  helpCentre: '/help-centre',
  wineEducation: '/wine-education',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  ageVerification: '/age-verification',
  responsibleDrinking: '/responsible-drinking',
  referralProgram: '/referral-program',
  checkout: '/checkout',
  dashboard: '/dashboard',
  cellar: '/cellar',
  upload: '/upload',
  wineryExplorer: '/winery-explorer',
  subscribe: '/subscribe',
  subscription: '/subscription',
  settings: '/settings',
  // the e-mailed password-reset link (PASSWORD_RESET_PATH)
  resetPassword: '/reset-password',
  // The sign-in and sign-up dialogs open from these query flags.
  signIn: '/?signin=1',
  signUp: '/?signup=1',
} as const;

// docs/product-rules.md#screens-and-client-behaviour: a link is active when the path starts with it; '/' matches only exactly.
// The match is per path segment, so '/cellar' is active on '/cellar/x' but not on '/cellarage'.
export function isLinkActive(pathname: string, to: string): boolean {
  if (to === paths.home) return pathname === paths.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}
