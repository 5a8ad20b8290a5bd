// The API's validation messages name fields as the code does ("purchasePrice must be an amount in
// AUD from 0 to 100000"); people see the product's words instead ("Enter a price from $0 to
// $100,000."). server-messages.test.ts walks every message of @wine/contracts' schemas, so a new
// one without words here fails the test. Messages already written as sentences for people (the
// spec's own texts) pass through unchanged (docs/product-rules.md#errors).

/** Whole messages with their own wording. */
const EXACT: Record<string, string> = {
  'purchasePrice must be an amount in AUD from 0 to 100000': 'Enter a price from $0 to $100,000.',
  'quantity must be a whole number from 0 to 999': 'Enter a quantity from 0 to 999 bottles.',
  'purchaseDate must be a date written YYYY-MM-DD': 'Enter the purchase date as a date, like 2025-12-01.',
  'size must be one of 375, 750, 1500 (ml)': 'Choose a bottle size: 375 ml, 750 ml or 1.5 L.',
  'vintage must be a year from 1800 to next year, NV, or empty': 'Enter a vintage year from 1800 to next year, or NV.',
  'wineName must not be empty': 'Enter the wine name.',
  'paymentMethodId must be a payment method id (pm_...)': 'Your card could not be read. Please enter it again.',
  'address.country must be a two-letter country code': 'Enter the country as a two-letter code, like AU.',
  'email must be a valid e-mail address': 'Enter a valid e-mail address.',
  'dateOfBirth must be a date (YYYY-MM-DD)': 'Enter your date of birth.',
  'dateOfBirth must be a real date': 'Enter a real date of birth.',
  'dateOfBirth cannot be in the future': 'Your date of birth cannot be in the future.',
  'date must be a date written YYYY-MM-DD': 'Enter the date as a date, like 2025-12-01.',
  'stars must be a whole number from 1 to 5': 'Choose from 1 to 5 stars.',
  'points must be a whole number from 0 to 100': 'Enter points from 0 to 100.',
  'guests must be a whole number from 2 to 24': 'Plan for 2 to 24 guests.',
  'courses must list 1 to 6 dishes': 'Add 1 to 6 courses.',
  'bottles must list 1 to 6 planned bottles': 'Choose 1 to 6 bottles.',
  "each bottle's count must be a whole number from 1 to 10": 'Choose 1 to 10 of each bottle.',
  'each of courses must be a dish of 1 to 120 characters': 'Describe each course in 1 to 120 characters.',
  'referralCode must be 8 letters and digits from a referral link':
    'This referral link is not valid. Check the link you were sent.',
  'referralCode must be a string': 'This referral link is not valid. Check the link you were sent.',
  'wineExperienceLevel must be novice, enthusiast or connoisseur': 'Choose your experience: novice, enthusiast or connoisseur.',
  'budgetRange must be budget, mid-range, premium or luxury': 'Choose a budget: budget, mid-range, premium or luxury.',
  'preferredWineTypes must be among Red Wine, White Wine, Rosé Wine, Sparkling Wine, Dessert Wine, Fortified Wine':
    'Choose wine types from the list.',
  'lines must list at most 5000 rows': 'Import at most 5,000 wines at a time.',
  "q must be a wine's name of 2 to 100 characters": "Type 2 to 100 characters of the wine's name.",
  'limit must be a whole number from 1 to 100': 'Ask for 1 to 100 results at a time.',
  'token is not a valid link token': 'This link is not valid. Use the latest link we e-mailed you.',
  'password is too long': 'Your password is too long.',
  'session_id is too long': 'This checkout link is not valid. Please start again from Pricing.',
  "each bottle's cellarItemId must be the id of a cellar item": 'Choose the bottles again.',
  'Rate in stars or in points, not both': 'Rate in stars or in points, not both.',
  'Tick at least one wine to import': 'Tick at least one wine to import.',
  'cursor must be the cursor of a page of this list (from its Link header)': 'This page of the list has expired. Please reload.',
};

/** How each field is named to people, with its article. */
const FIELDS: Record<string, string> = {
  abv: 'the alcohol',
  'address.line1': 'the street address',
  'address.city': 'the city',
  'address.postal_code': 'the postcode',
  analysis: 'the analysis',
  analysisType: 'meal or menu',
  budgetRange: 'your budget',
  cancelImmediately: 'when to cancel',
  cardNumber: 'the card number',
  catalogueWineId: 'the catalogue wine',
  clientSecret: 'the payment',
  courses: 'the courses',
  currentPassword: 'your current password',
  cvc: 'the security code',
  dateOfBirth: 'your date of birth',
  description: 'the description',
  drinkingReminder: 'drinking reminders',
  drunk: 'opened bottles',
  email: 'your e-mail address',
  estimatedValue: 'the estimated value',
  expiry: 'the expiry date',
  firstName: 'your first name',
  from: 'where to recommend from',
  importId: 'the import',
  lastName: 'your last name',
  lines: 'the wines to import',
  location: 'the location',
  message: 'your message',
  name: 'your name',
  newPassword: 'a new password',
  newPlan: 'the billing period',
  note: 'the note',
  notes: 'the notes',
  occasion: 'the occasion',
  optimalDrinkingEnd: 'the end of the drinking window',
  optimalDrinkingStart: 'the start of the drinking window',
  order: 'the sort order',
  password: 'your password',
  paymentMethodId: 'your card',
  peakYearsEnd: 'the end of the peak years',
  peakYearsStart: 'the start of the peak years',
  plan: 'the billing period',
  planId: 'the dinner plan',
  priceRange: 'the price range',
  producer: 'the producer',
  q: 'the search',
  rating: 'the rating',
  readiness: 'the readiness',
  reason: 'a reason',
  region: 'the region',
  session_id: 'the checkout',
  signal: 'your feedback',
  sort: 'the sort',
  source: 'where the wine came from',
  subject: 'the subject',
  token: 'the link',
  type: 'the wine type',
  vintage: 'the vintage',
  wineId: 'the wine',
  wineName: 'the wine name',
  wineType: 'the wine type',
  withWhom: 'who you shared it with',
};

const number = (digits: string) => Number(digits).toLocaleString('en-AU');
const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Messages naming a field, by their shape: [pattern, words for the field's label]. */
const SHAPES: [RegExp, (label: string, match: RegExpExecArray) => string][] = [
  [/^(\S+) is required$/, (label) => `Enter ${label}.`],
  [/^(\S+) must be at most (\d+) characters$/, (label, m) => `Keep ${label} to ${number(m[2]!)} characters or fewer.`],
  [/^(\S+) must be text$/, (label) => `Enter ${label} as text.`],
  [/^(\S+) must be given once, as text$/, (label) => `Enter ${label} once, as text.`],
  [/^(\S+) must be true or false$/, (label) => `Choose yes or no for ${label}.`],
  [/^(\S+) must be (one of .+|'.+' or '.+'|'.+', '.+' or null)$/, (label) => `Choose ${label} from the list.`],
  [/^(\S+) must be (the id of|the \w+ of|a list of|line numbers).*$/, (label) => `Choose ${label} again.`],
];

// internal data checks of the catalogue and engines: never caused by what a person typed
const INTERNAL = /^(must |min must|exactly one of)/;

function productWords(message: string): string {
  const exact = EXACT[message];
  if (exact) return exact;
  if (message.startsWith('Nothing to update:')) return 'Change something before saving.';
  if (INTERNAL.test(message)) return 'Something went wrong with this request. Please reload and try again.';
  for (const [shape, words] of SHAPES) {
    const match = shape.exec(message);
    const label = match && FIELDS[match[1]!];
    if (match && label) return sentence(words(label, match));
  }
  return message;
}

/**
 * The API's message in the product's words: each of up to three problems ("field.path: message",
 * joined with "; ") in turn.
 */
export function productMessage(server: string): string {
  return server
    .split('; ')
    .map((part) => productWords(part.replace(/^[\w.]+: /, '')))
    .join(' ');
}
