// Redis-transport message patterns. These are persisted names: renaming one is a migration.
export const PATTERNS = {
  identity: {
    health: 'identity.health',
    register: 'identity.auth.register',
    login: 'identity.auth.login',
    refresh: 'identity.auth.refresh',
    logout: 'identity.auth.logout',
    userGet: 'identity.user.get',
    userUpdate: 'identity.user.update',
    userDelete: 'identity.user.delete',
    passwordChange: 'identity.password.change',
    profileSetup: 'identity.profile.setup',
  },
  cellar: {
    health: 'cellar.health',
  },
  ai: {
    health: 'ai.health',
    photoEnqueue: 'ai.photo.enqueue',
    photoGet: 'ai.photo.get',
  },
  billing: {
    health: 'billing.health',
  },
  content: {
    health: 'content.health',
    referralGet: 'content.referral.get',
    helpArticles: 'content.help.list',
    guideRegions: 'content.guide.regions',
    guideVarieties: 'content.guide.varieties',
    contactCreate: 'content.contact.create',
    waitlistJoin: 'content.waitlist.join',
  },
} as const;
