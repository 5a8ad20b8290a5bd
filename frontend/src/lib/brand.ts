export const PRODUCT_NAME = 'Cellar Door AI';

export const SUPPORT_EMAIL = 'support@cellardoor.ai';

// The footer and the contact page link all four networks; the coming-soon page three.
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Threads', href: 'https://www.threads.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

export type SocialLink = (typeof SOCIAL_LINKS)[number];
export type SocialNetwork = SocialLink['label'];
