/**
 * The reader account popup's and the account menu's strings (docs/architecture.md#the-layout-and-its-rules):
 * apart from shared/messages.ts because only code loaded on demand shows them, so every page's first
 * scripts carry none of them (the article's JS budget, bench/README.md).
 */

export const ACCOUNT = {
  loginTitle: (product: string) => `Log in to ${product} Premium`,
  forgotPassword: 'Forgot Password?',
  logIn: 'Log In',
  orMagicLink: 'Or, log in with magic link',
  notAMember: 'Not a member? Subscribe now',
  signUpTitle: 'Create your account',
  continue: 'Continue',
  alreadyMember: 'Already a member? Log In',
  magicLinkTitle: 'Log in with Magic Link',
  magicLinkBody: 'We’ll email you a link so you can sign in without your password.',
  emailMeALink: 'Email me a link',
  magicLinkSentTitle: 'Magic Link Sent',
  magicLinkSentBody: (email?: string) =>
    `Check your ${email && email.trim() !== '' ? email : 'email'} inbox. Click the magic link to complete log-in.`,
  didntGetEmail: "I didn't get the email",
  sendResetLink: 'Send an email with reset link',
  resetSentTitle: 'Reset Link Sent',
  resetSentBody: 'Check your inbox. Click the link to reset the password.',
  stepsTitle: 'Next Steps',
  stepCreateAccount: 'Create an Account',
  stepChooseTier: 'Choose your subscription tier and process your payment',
  stepComeBack: (product: string) => `Come back to this screen to access ${product} Premium`,
  stepAllSet: 'You’re all set! A confirmation email will be sent to you shortly.',
  alreadySubscribed: 'Already have a subscription, click here.',
  logOut: 'Log out',
  // The account menu's link to /account, and that page's title.
  yourAccount: 'Your account',
} as const;
