/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * The /account switch for reply emails (client/pages/Account/CommentReplies.tsx): it shows the
 * member's preference, PATCHes {"commentReplies"} on a change and shows what the server kept, and
 * puts the switch back with the server's message when saving fails.
 */
import { act } from 'react';
import { CommentReplies } from '../../../client/pages/Account/CommentReplies.js';
import { COMMENT_REPLY_SETTING } from '../../../shared/comment-mail-messages.js';
import { DEFAULT_PREFERENCES } from '../../../shared/library.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderWithProviders } from '../../support/render.js';

let requests: { method: string; body?: string }[];
let kept: boolean;
let failWith: { status: number; message: string } | null;

beforeEach(() => {
  requests = [];
  kept = true;
  failWith = null;
  stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(url).toBe('/api/account/preferences');
    requests.push({ method: init.method ?? 'GET', body: init.body as string | undefined });
    if (failWith) return new Response(JSON.stringify({ error: { message: failWith.message } }), { status: failWith.status });
    if (init.method === 'PATCH') kept = (JSON.parse(init.body as string) as { commentReplies: boolean }).commentReplies;
    return new Response(JSON.stringify({ ...DEFAULT_PREFERENCES, commentReplies: kept }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(unstubAllGlobals);

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('/account reply-email switch', () => {
  it('shows the preference and saves a change at once', async () => {
    const r = await renderWithProviders(<CommentReplies />);
    await flush();
    const box = r.container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(box.closest('label')!.textContent).toBe(COMMENT_REPLY_SETTING.label);
    expect(box.checked).toBe(true);
    await act(async () => box.click());
    await flush();
    expect(requests).toEqual([{ method: 'GET', body: undefined }, { method: 'PATCH', body: '{"commentReplies":false}' }]);
    expect(box.checked).toBe(false);
    expect(r.container.querySelector('[role="status"]')!.textContent).toBe(COMMENT_REPLY_SETTING.savedOff);
    r.unmount();
  });

  it("puts the switch back and shows the server's message when saving fails", async () => {
    const r = await renderWithProviders(<CommentReplies />);
    await flush();
    failWith = { status: 400, message: 'Nope.' };
    const box = r.container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    await act(async () => box.click());
    await flush();
    expect(box.checked).toBe(true);
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe('Nope.');
    r.unmount();
  });

  it('says so when the preference cannot be loaded', async () => {
    failWith = { status: 500, message: '' };
    const r = await renderWithProviders(<CommentReplies />);
    await flush();
    expect(r.container.querySelector('input')).toBeNull();
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe(COMMENT_REPLY_SETTING.loadFailed);
    r.unmount();
  });
});
