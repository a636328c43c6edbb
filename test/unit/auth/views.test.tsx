/** Server renders of the popup and the account menu: what each flag and state shows. */
import type { ReactElement } from 'react';
import { AccountMenu } from '../../../client/components/AccountMenu.js';
import ReaderMenu from '../../../client/components/ReaderMenu.js';
import { AccountPopup } from '../../../client/components/AccountPopup/index.js';
import Popup from '../../../client/components/AccountPopup/Popup.js';
import { StepsView } from '../../../client/components/AccountPopup/StepsView.js';
import { SignUpView } from '../../../client/components/AccountPopup/SignUpView.js';
import { initialAuthState, type AuthState } from '../../../client/store/authSlice.js';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { frameData } from '../../support/frame-data.js';
import { renderToStringWithProviders } from '../../support/render.js';
import { member } from './fakes.js';

function render(element: ReactElement, { login, auth = {} }: { login: boolean; auth?: Partial<AuthState> }): string {
  const frame = { ...frameData, flags: { ...frameData.flags, login } };
  return renderToStringWithProviders(element, { path: '/', frame, preloadedState: { auth: { ...initialAuthState, ...auth } } }).html;
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('steps view', () => {
  it('login enabled: come back here; Continue opens /subscribe in a new tab', () => {
    const html = render(<StepsView />, { login: true });
    expect(text(html)).toContain(ACCOUNT.stepComeBack('The Colophon'));
    expect(html).toMatch(/<a[^>]*href="\/subscribe"[^>]*target="_blank"[^>]*>Continue<\/a>/);
    expect(text(html)).toContain(ACCOUNT.alreadySubscribed);
  });

  it('login disabled: all set; Continue stays in this tab', () => {
    const html = render(<StepsView />, { login: false });
    expect(text(html)).toContain(ACCOUNT.stepAllSet);
    expect(text(html)).not.toContain('Come back');
    const link = /<a[^>]*href="\/subscribe"[^>]*>Continue<\/a>/.exec(html)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(link).not.toContain('target=');
  });
});

describe('sign-up view', () => {
  it("offers 'Already a member? Log In' only when login is enabled", () => {
    expect(text(render(<SignUpView />, { login: true }))).toContain(ACCOUNT.alreadyMember);
    expect(text(render(<SignUpView />, { login: false }))).not.toContain(ACCOUNT.alreadyMember);
  });
});

describe('account popup', () => {
  it('renders nothing while closed (its views load on first open)', () => {
    expect(render(<AccountPopup />, { login: true })).not.toContain('<dialog');
  });

  it('is a labelled modal dialog with a close icon; the back arrow only on magic-link and recovery views', () => {
    const login = render(<Popup view="login" />, { login: true });
    expect(login).toMatch(/<dialog[^>]*role="dialog"[^>]*aria-modal="true"[^>]*aria-labelledby="([^"]+)"/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(login)![1];
    expect(login).toContain(`id="${labelledBy}"`);
    expect(login).toContain('aria-label="Close"');
    expect(login).not.toContain('Back to log in');
    for (const view of ['magic-link-login', 'password-recovery'] as const) {
      expect(render(<Popup view={view} />, { login: true })).toContain('aria-label="Back to log in"');
    }
  });

  it("confirmation texts: the address when known, the word 'email' otherwise", () => {
    const known = render(<Popup view="magic-link-confirmation" />, { login: true, auth: { magicLinkEmail: 'ada@example.com' } });
    expect(text(known)).toContain('Check your ada@example.com inbox. Click the magic link to complete log-in.');
    const unknown = render(<Popup view="magic-link-confirmation" />, { login: true });
    expect(text(unknown)).toContain('Check your email inbox. Click the magic link to complete log-in.');
    expect(text(unknown)).toContain("I didn't get the email");
    expect(text(render(<Popup view="password-recovery-confirmation" />, { login: true }))).toContain(
      'Reset Link Sent Check your inbox. Click the link to reset the password.',
    );
  });
});

describe('account menu', () => {
  it('is absent when the login flag is off', () => {
    expect(text(render(<AccountMenu />, { login: false }))).not.toMatch(/Log in|Log out/);
  });

  it("shows 'Log in' to visitors, and name, premium status and 'Log out' to readers", () => {
    const visitor = render(<AccountMenu />, { login: true });
    expect(text(visitor)).toContain('Log in');
    // Before hydration, 'Log in' is a form's button to /account?log-in=1 (issue 48).
    expect(visitor).toMatch(/<form[^>]*action="\/account"[^>]*method="get"[^>]*><input type="hidden" name="log-in" value="1"\/><button type="submit"/);
    // A reader's menu is its own chunk, rendered only in the browser (the server renders the visitor's).
    const reader = (user: typeof member) => render(<ReaderMenu user={user} icon={null} onLogOut={() => {}} />, { login: true, auth: { user } });
    const free = text(reader(member));
    expect(free).toContain('Ada Lovelace');
    expect(free).toContain('Free account');
    expect(free).toContain('Log out');
    expect(text(reader({ ...member, isPremium: true }))).toContain('Premium member');
  });
});
