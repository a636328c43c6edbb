/** Field and control names of the account UI with no set wording (its fixed texts are in shared/messages.ts). */
export const LABELS = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  close: 'Close',
  backToLogin: 'Back to log in',
  openLogin: 'Log in',
  account: 'Account',
  /** The account menu's name: it says what the control is, and holds the visible first name. */
  accountMenu: (name: string) => `Account: ${name}`,
  premiumMember: 'Premium member',
  freeAccount: 'Free account',
} as const;
