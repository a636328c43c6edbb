/**
 * Our own texts of offers and trials (/offer/CODE, the offers API, the operator's commands) and of the
 * gift reminder. Apart from shared/messages.ts so that only the pages that show them load them.
 */

const money = (minor: number, currency: string | null) => {
  const major = minor / 100;
  if (!currency) return major.toFixed(2);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency.toUpperCase()}`;
  }
};

const monthsText = (n: number) => (n === 1 ? 'your first month' : `your first ${n} months`);
const cadenceText = (cadence: 'monthly' | 'yearly') => (cadence === 'yearly' ? 'yearly' : 'monthly');

export const OFFER = {
  title: (code: string) => `Offer ${code}`,
  /** The offer's headline: what it gives and for how long. */
  headline: (kind: 'percent' | 'amount' | 'trial', value: number, months: number | null, currency: string | null) =>
    kind === 'trial'
      ? `${value} ${value === 1 ? 'day' : 'days'} free`
      : kind === 'percent'
        ? `${value}% off ${monthsText(months ?? 1)}`
        : `${money(value, currency)} off ${monthsText(months ?? 1)}`,
  details: (kind: 'percent' | 'amount' | 'trial', value: number, cadence: 'monthly' | 'yearly', product: string) =>
    kind === 'trial'
      ? `Read every premium story of ${product} free for ${value} ${value === 1 ? 'day' : 'days'}, then continue on a ${cadenceText(cadence)} membership. Cancel before the trial ends and you pay nothing.`
      : `${product} Premium, paid ${cadenceText(cadence)}, at a reduced price; after that it renews at the usual price until you cancel.`,
  endsOn: (date: string) => `Offer ends ${date}.`,
  notOnSale: 'Offers are not on sale right now: online payments are not set up. Please come back later.',
  subscribe: 'Subscribe with this offer',
  redirecting: 'Opening checkout…',
  signInToSubscribe: 'You will be asked to log in or create an account first.',
  // The 404 of an unknown, ended or used-up offer
  unavailableTitle: 'This offer is not available',
  unavailableBody: 'The offer may have ended or been used up, or the link is mistyped. Our memberships are on the subscribe page.',
  toSubscribe: 'See memberships',
  // The API's answers
  unknown: 'This offer does not exist. Please check the link.',
  ended: 'This offer has ended.',
  usedUp: 'This offer has been used up.',
  wrongTier: 'This offer is not for that membership level.',
  notConfigured: 'Offers are not on sale right now: online payments are not set up. Please try again later.',
  noPrice: 'This offer is not on sale right now: its membership is not sold online. Please try again later.',
  // The operator's commands (create-offer, end-offer)
  codeInvalid: 'The offer code must be 1 to 40 letters, digits, "-" or "_" (e.g. SPRING25).',
  oneKind: 'An offer gives exactly one of --percent N, --amount N or --trial-days N.',
  percentRange: '--percent must be a whole number from 1 to 100.',
  amountRange: '--amount must be a positive amount with at most two decimals (e.g. 5 or 4.50), in the price\u2019s currency.',
  trialRange: '--trial-days must be a whole number of days from 1 to 730.',
  monthsRange: '--months must be a whole number of months from 1 to 36.',
  monthsWithTrial: '--months is for a discount; a trial lasts --trial-days.',
  cadenceInvalid: '--cadence must be monthly or yearly.',
  tierInvalid: '--tier must be a tier key (a tier\u2019s title as a slug, e.g. reader).',
  endsInvalid: '--ends must be a date (YYYY-MM-DD, or an ISO date and time) in the future.',
  limitRange: '--limit must be a whole number of redemptions from 1 to 1000000.',
  exists: (code: string) => `An offer with the code ${code} already exists.`,
  notFound: (code: string) => `No offer has the code ${code}.`,
  fromStudio: (code: string) => `The offer ${code} comes from the Studio: unpublish it there to end it.`,
} as const;

export const GIFT_REMINDER = {
  subject: (product: string) => `Your ${product} gift subscription ends soon`,
  body: (product: string, date: string) => `Your gift subscription to ${product} Premium ends on ${date}.`,
  keepReading: 'To keep reading every premium story, become a paying member now: your membership starts when the gift ends, so you lose no days and pay nothing twice.',
  button: 'Keep reading',
  asOfInvalid: '--as-of must be a date (YYYY-MM-DD, or an ISO date and time).',
} as const;
