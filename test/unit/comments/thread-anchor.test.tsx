/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * A link to one comment (`<story>#comment-<id>`, the reply email's) in the thread's chunk
 * (client/components/comments/Thread.tsx): the thread is read at once, without waiting for the
 * section to near the viewport, and the linked comment is scrolled to, focused and highlighted.
 * The browser test (test/e2e/comments.e2e.ts) follows a real email's link.
 */
import { jest } from '@jest/globals';
import { act } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import Thread, { commentIdOf } from '../../../client/components/comments/Thread.js';
import type { CommentThread, CommentView } from '../../../shared/comments.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderWithProviders } from '../../support/render.js';

const STORY = '/sections/news/articles/a-story';

const view = (id: string, body: string, replies: CommentView[] = []): CommentView => ({
  id,
  body,
  author: { name: 'Ada Reader' },
  createdAt: '2026-12-01T10:00:00.000Z',
  likes: 0,
  replies,
});
const THREAD: CommentThread = {
  comments: [view('c1', 'A first thought', [view('r1', 'I see it otherwise.')]), view('c2', 'Another')],
  count: 3,
  canComment: false,
  reason: 'signed-out',
};

let served: CommentThread;
let requests: string[];
let observed: Element[];
let scrolled: Element[];
const realScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  served = THREAD;
  requests = [];
  observed = [];
  scrolled = [];
  stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(JSON.stringify(served), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  // The section is never reported near the viewport: only a link can load the thread here.
  stubGlobal(
    'IntersectionObserver',
    class {
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    },
  );
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  unstubAllGlobals();
  Element.prototype.scrollIntoView = realScrollIntoView;
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function open(hash: string) {
  const r = await renderWithProviders(<Thread path={STORY} />, { path: STORY + hash });
  await flush();
  return r;
}

describe('commentIdOf', () => {
  it('reads the id of #comment-<id>, and nothing else', () => {
    expect(commentIdOf('#comment-3f2a')).toBe('3f2a');
    expect(commentIdOf('#comment-a%20b')).toBe('a b');
    expect(commentIdOf('#comment-%E0%A4%A')).toBeNull();
    expect(commentIdOf('#comment-')).toBeNull();
    expect(commentIdOf('#comments')).toBeNull();
    expect(commentIdOf('')).toBeNull();
  });
});

describe('a link to one comment', () => {
  it('without one, the thread waits for the section to near the viewport', async () => {
    const r = await open('');
    expect(observed.map((el) => el.id)).toEqual(['comments']);
    expect(requests).toEqual([]);
    expect(r.container.querySelector('li.comment')).toBeNull();
    r.unmount();
  });

  it('reads the thread at once, scrolls to the reply, focuses and highlights it', async () => {
    const r = await open('#comment-r1');
    expect(requests).toEqual([`/api/comments?path=${encodeURIComponent(STORY)}`]);
    const reply = r.container.querySelector<HTMLElement>('#comment-r1')!;
    const article = reply.querySelector<HTMLElement>(':scope > article')!;
    expect(reply.classList.contains('comment--target')).toBe(true);
    expect(article.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(article);
    expect(scrolled).toEqual([reply]);
    // Only the linked one is marked, or focusable.
    expect([...r.container.querySelectorAll('.comment--target')]).toEqual([reply]);
    expect([...r.container.querySelectorAll('#comments [tabindex]')]).toEqual([r.container.querySelector('#comments-title'), article]);
    r.unmount();
  });

  it('lands once: the thread changing under the reader does not move them again', async () => {
    const r = await open('#comment-c2');
    const target = r.container.querySelector<HTMLElement>('#comment-c2')!;
    expect(document.activeElement).toBe(target.querySelector('article'));
    const sortTop = [...r.container.querySelectorAll('button')].find((b) => b.getAttribute('aria-pressed') === 'false')!;
    await act(async () => sortTop.click());
    await flush();
    expect(requests).toHaveLength(2);
    expect(scrolled).toEqual([target]);
    r.unmount();
  });

  it('followed with the thread on screen, it reads the thread again first: a reply since lands', async () => {
    let go!: NavigateFunction;
    function Page() {
      go = useNavigate();
      return <Thread path={STORY} />;
    }
    const r = await renderWithProviders(<Page />, { path: `${STORY}#comment-c1` });
    await flush();
    const first = r.container.querySelector('#comment-c1');
    served = { ...THREAD, comments: [view('c1', 'A first thought', [view('r1', 'I see it otherwise.'), view('r2', 'A reply since')])], count: 3 };
    await act(async () => go(`${STORY}#comment-r2`));
    await flush();
    expect(requests).toHaveLength(2);
    const since = r.container.querySelector<HTMLElement>('#comment-r2')!;
    expect(document.activeElement).toBe(since.querySelector('article'));
    expect(scrolled).toEqual([first, since]);
    expect([...r.container.querySelectorAll('.comment--target')]).toEqual([since]);
    r.unmount();
  });

  it('a comment the reader cannot see (deleted, hidden) lands on the thread’s heading', async () => {
    const r = await open('#comment-gone');
    const heading = r.container.querySelector<HTMLElement>('#comments-title')!;
    expect(requests).toHaveLength(1);
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toEqual([heading]);
    expect(r.container.querySelector('.comment--target')).toBeNull();
    r.unmount();
  });
});
