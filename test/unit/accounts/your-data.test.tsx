/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * The account page's "Your data" card in a DOM (docs/features/account-data.md): the download link,
 * the warning before a deletion, a refusal shown as the server words it, the switch to the address
 * for a member without a password, and after a deletion: signed out in this browser, sent home.
 */
import { act } from 'react';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderWithProviders } from '../../support/render.js';
import { YourData } from '../../../client/pages/Account/YourData.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import { ACCOUNT_DATA } from '../../../shared/account-data-messages.js';
import { ACCOUNT_DATA_API, NO_PASSWORD_CODE } from '../../../shared/account-data.js';

type Answer = { status: number; body: object };
let calls: { url: string; method: string; body: unknown }[];
let answers: Answer[];
let r: Awaited<ReturnType<typeof renderWithProviders>>;

beforeEach(async () => {
  calls = [];
  answers = [];
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const user = { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', isPremium: false };
  r = await renderWithProviders(<YourData />, { path: '/account', preloadedState: { auth: { ...initialAuthState, user } } });
});

afterEach(() => {
  r.unmount();
  unstubAllGlobals();
});

const button = (name: string) => [...r.container.querySelectorAll('button')].find((b) => b.textContent === name);
const click = (el: Element | undefined) => act(async () => void (el as HTMLElement).click());
function fill(selector: string, value: string) {
  const input = r.container.querySelector<HTMLInputElement>(selector)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => click(button(ACCOUNT_DATA.deleteConfirm));

describe('"Your data" on the account page', () => {
  it('links to the export as a download, and shows the warning only once asked to delete', async () => {
    const link = r.container.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.hasAttribute('download')]).toEqual([ACCOUNT_DATA.download, ACCOUNT_DATA_API.export, true]);
    expect(r.container.textContent).not.toContain(ACCOUNT_DATA.deleteWarning);
    await click(button(ACCOUNT_DATA.deleteTitle));
    expect(r.container.textContent).toContain(ACCOUNT_DATA.deleteWarning);
  });

  it('asks for the password before calling the server, then shows the server’s refusal', async () => {
    await click(button(ACCOUNT_DATA.deleteTitle));
    await submit();
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe(ACCOUNT_DATA.passwordMissing);
    expect(calls).toEqual([]);
    answers.push({ status: 401, body: { error: { code: 'invalid-credential', message: ACCOUNT_DATA.wrongPassword } } });
    fill('input[type="password"]', 'wrong');
    await submit();
    expect(calls).toEqual([{ url: ACCOUNT_DATA_API.account, method: 'DELETE', body: { password: 'wrong' } }]);
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe(ACCOUNT_DATA.wrongPassword);
    expect(r.store.getState().auth.user).not.toBeNull();
  });

  it('switches to the address when the member has no password, and signs out and goes home once deleted', async () => {
    await click(button(ACCOUNT_DATA.deleteTitle));
    answers.push({ status: 400, body: { error: { code: NO_PASSWORD_CODE, message: ACCOUNT_DATA.passwordNotExpected } } });
    fill('input[type="password"]', 'guess');
    await submit();
    expect(r.container.textContent).toContain(ACCOUNT_DATA.deleteNoPasswordHint);
    answers.push({ status: 200, body: { deleted: true } });
    fill('input[type="email"]', 'a@example.com');
    await submit();
    expect(calls.at(-1)).toEqual({ url: ACCOUNT_DATA_API.account, method: 'DELETE', body: { email: 'a@example.com' } });
    expect(r.store.getState().auth.user).toBeNull();
    expect(r.location().pathname).toBe('/');
  });
});
