/**
 * Our own texts of gift subscriptions (/gift, /gift/redeem, the API's answers and the account page's
 * line). Apart from shared/messages.ts (the product's catalogue, which every page loads) so that only
 * the pages that show them load them, as shared/premium-messages.ts does for the premium tier.
 */

export const GIFT = {
  title: 'Give a subscription',
  intro: (product: string) =>
    `Give someone ${product} Premium for 3, 6 or 12 months. They get an email with a link to start it whenever they like; nothing renews.`,
  notOnSale: 'Gift subscriptions are not on sale at the moment. Please come back later.',
  tier: 'Membership level',
  months: 'Length',
  monthsOption: (months: number) => `${months} months`,
  recipientEmail: 'Recipient’s email',
  fromName: 'Your name (shown to the recipient)',
  message: 'Your message (optional)',
  buy: 'Continue to payment',
  redirecting: 'Opening checkout…',
  // The API's answers
  notConfigured: 'Gift subscriptions are not on sale at the moment: online payments are not set up. Please try again later.',
  unknownOffer: 'This gift is not on sale. Please choose a membership level and a length of 3, 6 or 12 months.',
  recipientInvalid: 'Please enter the recipient’s email address.',
  fromNameMissing: 'Please enter your name, so the recipient knows who the gift is from.',
  messageTooLong: 'Your message is too long (500 characters at most).',
  codeMissing: 'This gift link has no code. Please open the link from the gift email again.',
  codeUnknown: 'This gift code does not exist. Please check the link in the gift email.',
  codeUsed: 'This gift has already been redeemed. A gift code works once.',
  codeVoid: 'This gift was refunded and can no longer be redeemed.',
  codeUnpaid: 'This gift’s payment has not been confirmed yet. Please try again in a few minutes.',
  // The buyer's confirmation page
  thanksTitle: 'Thank you for your gift',
  thanksBody: 'As soon as the payment is confirmed, the recipient gets an email with your message and the link to redeem the gift.',
  giveAnother: 'Give another subscription',
  // The redemption page
  redeemTitle: 'Redeem your gift',
  redeemIntro: (product: string) => `Someone has given you ${product} Premium. Redeem it to start reading.`,
  checking: 'Checking your gift…',
  signInToRedeem: 'Log in or create an account to redeem your gift.',
  logInToRedeem: 'Log in or sign up',
  redeem: 'Redeem gift',
  redeeming: 'Redeeming…',
  redeemed: (until: string) => `Your gift is redeemed: you are a Premium member until ${until}.`,
  toAccount: 'Go to your account',
  unavailable: 'We could not redeem the gift right now. Please try again in a moment.',
  cannotPause: 'Your paid subscription cannot be paused for the gift right now, so the gift was not redeemed and you have not been charged twice. Please try again later.',
  // The account page
  giftFrom: (from: string, until: string) => `Gift from ${from}, until ${until}`,
  giftLabel: 'Gift',
  giftPlan: 'Premium (gift)',
} as const;
