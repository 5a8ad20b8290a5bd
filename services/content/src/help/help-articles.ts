import {
  FREE_MONTHLY_ANALYSES,
  FREE_SAVED_WINE_LIMIT,
  type HelpArticle,
  PREMIUM_PRICE_CATALOGUE,
  RECOMMENDATIONS_PER_SEARCH,
  REFERRAL_TRIAL_DAYS,
  TRIAL_DAYS,
} from '@wine/contracts';

// The plan numbers come from the contracts, so the help text quotes what the services enforce.
const MONTHLY_CENTS = PREMIUM_PRICE_CATALOGUE.monthly.unitAmount;
const YEARLY_CENTS = PREMIUM_PRICE_CATALOGUE.yearly.unitAmount;
const aud = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// The help centre's 17 articles (docs/product-rules.md#static-content: ids 1-14 and 16-18; 15 was retired and stays unused).
// Plan numbers, image formats and refunds follow docs/product-rules.md#plans so help, pricing and terms agree.
export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 1,
    category: 'App Usage',
    icon: 'AutoAwesome',
    question: 'How do I get wine recommendations?',
    answer: `Sign in and open Recommendations. Describe what you are after in your own words — a mood, an occasion or a meal, such as "a bold red for a lamb roast under $40" — and select Get Recommendations. Free members see ${RECOMMENDATIONS_PER_SEARCH.free} wines per search and Premium members see ${RECOMMENDATIONS_PER_SEARCH.premium}, each with the reason it suits you.`,
  },
  {
    id: 2,
    category: 'App Usage',
    icon: 'PhotoCamera',
    question: 'How does wine photo analysis work?',
    answer:
      'Go to Upload Wine and drop in a clear photo of the front label. We identify the wine and give an estimated value, the best drinking window and tasting notes. Photos must be JPG, PNG or WebP and no larger than 10MB. You can edit any detail the analysis got wrong before it is saved.',
  },
  {
    id: 3,
    category: 'App Usage',
    icon: 'LocalBar',
    question: 'How do I save wines to My Cellar?',
    answer: `Select Save on any recommended wine and it appears in My Cellar straight away; analysed photos are added automatically. Free members can keep up to ${FREE_SAVED_WINE_LIMIT} saved wines, and Premium members can save as many as they like.`,
  },
  {
    id: 4,
    category: 'App Usage',
    icon: 'Restaurant',
    question: 'Can I find a wine to match a meal or a restaurant wine list?',
    answer:
      'Yes, with Premium. On the Recommendations page, Meal Pairing suggests wines for a photo of your dish or a menu, and Wine Menu Help answers a question about a photographed wine list, such as "which of these goes best with the barramundi?".',
  },
  {
    id: 5,
    category: 'App Usage',
    icon: 'Mic',
    question: 'How does voice search work?',
    answer:
      'Premium members can select the microphone on the Voice Search tab and simply say what they would like. Your words become a search as soon as you finish speaking. Voice search works in Chrome, Safari and Edge.',
  },
  {
    id: 6,
    category: 'App Usage',
    icon: 'Map',
    question: 'What is the Winery Explorer?',
    answer:
      'The Winery Explorer searches Australian wineries by region or name — try Barossa Valley, Hunter Valley or Yarra Valley — and shows cellar door hours, tasting fees, whether bookings are needed and each winery’s specialty wines.',
  },
  {
    id: 7,
    category: 'App Usage',
    icon: 'School',
    question: 'Where can I learn about Australian wine?',
    answer:
      'The Australian Wine Guide, under Wine Education, covers 34 wine regions across five states, the main grape varieties grown here and the basics of reading a label. It is free for everyone, signed in or not.',
  },
  {
    id: 8,
    category: 'Data & Privacy',
    icon: 'Lock',
    question: 'How is my personal information protected?',
    answer:
      'Your data is encrypted in transit, passwords are stored only as strong one-way hashes, and you can only ever see your own cellar and photos. We handle personal information under the Australian Privacy Act 1988 and the Australian Privacy Principles, and we never sell it.',
  },
  {
    id: 9,
    category: 'Data & Privacy',
    icon: 'Cake',
    question: 'Why do you ask for my date of birth?',
    answer:
      'Australian law restricts the promotion and sale of alcohol to adults, so every member confirms they are 18 or older when setting up their profile. We keep the age verification record for 3 years and use it for nothing else.',
  },
  {
    id: 10,
    category: 'Data & Privacy',
    icon: 'DeleteForever',
    question: 'How do I delete my account and data?',
    answer:
      'Open Account Settings from your profile menu and choose Delete Account. Your account is closed immediately and your cellar, photos and preferences are removed within 30 days. Payment records are kept for 7 years because Australian tax law requires it.',
  },
  {
    id: 11,
    category: 'Data & Privacy',
    icon: 'Image',
    question: 'What happens to the photos I upload?',
    answer:
      'Photos are stored privately in your account and used only to analyse your wine. Nobody else can see them, and they are deleted when you remove the wine or close your account.',
  },
  {
    id: 12,
    category: 'Subscription',
    icon: 'WorkspacePremium',
    question: 'What is included in Free and Premium?',
    answer: `Free includes AI recommendations (${RECOMMENDATIONS_PER_SEARCH.free} per search), up to ${FREE_SAVED_WINE_LIMIT} saved wines and ${FREE_MONTHLY_ANALYSES} wine photo analyses each calendar month. Premium adds unlimited saves and analyses, ${RECOMMENDATIONS_PER_SEARCH.premium} recommendations per search, voice search, meal and menu pairing, food pairing suggestions, cellar analytics and priority support.`,
  },
  {
    id: 13,
    category: 'Subscription',
    icon: 'CreditCard',
    question: 'How much does Premium cost?',
    answer: `Premium is ${aud(MONTHLY_CENTS)} a month or ${aud(YEARLY_CENTS)} a year in Australian dollars, GST included. The yearly plan saves ${aud(MONTHLY_CENTS * 12 - YEARLY_CENTS)} (${Math.round(((MONTHLY_CENTS * 12 - YEARLY_CENTS) / (MONTHLY_CENTS * 12)) * 100)}%) compared with paying monthly. Every new subscription starts with a ${TRIAL_DAYS}-day free trial (${REFERRAL_TRIAL_DAYS} days for a friend who joins through a referral link) and renews automatically until you cancel.`,
  },
  {
    id: 14,
    category: 'Subscription',
    icon: 'EventBusy',
    question: 'How do I cancel, and can I get a refund?',
    answer: `Cancel anytime from the Subscription page. You keep Premium until the end of the period you have paid for. Cancel during the ${TRIAL_DAYS}-day free trial and you are never charged; after the trial, payments are refundable only as required by Australian Consumer Law. Your saved wines are kept if you return to Free.`,
  },
  {
    id: 16,
    category: 'Subscription',
    icon: 'PauseCircle',
    question: 'Can I pause or switch my plan?',
    answer:
      'Yes. On the Subscription page you can pause billing and resume it whenever you like, or switch between monthly and yearly billing; the change is prorated automatically.',
  },
  {
    id: 17,
    category: 'Support',
    icon: 'SupportAgent',
    question: 'How do I contact support?',
    answer:
      'Use the form on the Contact page or e-mail our support team. We are based in Melbourne and reply within 24 hours, Monday to Friday, Australian Eastern time. Premium members’ messages are answered first.',
  },
  {
    id: 18,
    category: 'Support',
    icon: 'BugReport',
    question: 'A photo analysis or recommendation looks wrong. What should I do?',
    answer:
      'On the results page choose Edit Details to correct the wine name, vintage or region — your changes are saved to your cellar. If something keeps going wrong, tell us through the Contact page with the wine and what you expected, and we will look into it.',
  },
];
