/**
 * /for-you (docs/features/library.md): the newest released stories of the writers, sections and tags
 * a member follows, with the cards of a section page. The server renders the same frame for every
 * reader (its page is cached like any other; noindex); the list comes from GET /api/library/for-you
 * once in the browser, when the member hint says a session exists. A visitor is invited to log in,
 * a member who follows nothing to follow someone.
 */
import { useEffect, useState } from 'react';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { hasMemberHint } from '../../../shared/member-hint.js';
import { LIBRARY_UI } from '../../../shared/library-ui-messages.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { libraryModule, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import './for-you.css';

const T = LIBRARY_UI.forYou;

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'failed' }
  | { kind: 'list'; items: ArticleSummary[]; total: number; follows: number; more: 'idle' | 'loading' | 'failed' };

export default function ForYouPage() {
  const dispatch = useAppDispatch();
  const { flags } = useFrameData();
  // Signing in (the popup) or out changes the stored user: the page asks the server again.
  const userId = useAppSelector((s) => s.auth.user?.id ?? null);
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    // Read after hydration (the server's render is the same for everyone): no session, no call.
    if (!hasMemberHint(document.cookie)) {
      setView({ kind: 'signed-out' });
      return;
    }
    setView({ kind: 'loading' });
    let live = true;
    let abort = () => {};
    void libraryModule().then(async ({ loadForYou }) => {
      if (!live) return;
      const request = dispatch(loadForYou(0));
      abort = () => request.abort();
      const action = await request;
      if (!live) return;
      if (loadForYou.fulfilled.match(action)) {
        const { items, total, follows } = action.payload;
        setView({ kind: 'list', items, total, follows, more: 'idle' });
      } else {
        setView(action.payload?.status === 401 ? { kind: 'signed-out' } : { kind: 'failed' });
      }
    });
    return () => {
      live = false;
      abort();
    };
  }, [userId, dispatch]);

  const loadMore = async () => {
    if (view.kind !== 'list' || view.more === 'loading') return;
    setView({ ...view, more: 'loading' });
    const { loadForYou } = await libraryModule();
    const action = await dispatch(loadForYou(view.items.length));
    setView((v) => {
      if (v.kind !== 'list') return v;
      if (!loadForYou.fulfilled.match(action)) return { ...v, more: 'failed' };
      const known = new Set(v.items.map((a) => a.id));
      const items = v.items.concat(action.payload.items.filter((a) => !known.has(a.id)));
      return { ...v, items, total: action.payload.total, more: 'idle' };
    });
  };

  return (
    <div className="container for-you">
      <Seo title={T.title} description={T.dek} />
      <>
        <meta name="robots" content="noindex" />
      </>
      <PageHeader title={T.title} dek={<p>{T.dek}</p>} />
      {view.kind === 'loading' && (
        <p className="meta for-you__loading" aria-busy="true">
          …
        </p>
      )}
      {view.kind === 'failed' && (
        <p className="for-you__note" role="alert">
          {T.loadFailed}
        </p>
      )}
      {view.kind === 'signed-out' && (
        <section className="for-you__invite" aria-label={T.logIn}>
          <p>{T.signInPrompt}</p>
          {flags.login && (
            <button type="button" className="button" onClick={() => dispatch(authActions.openPopup('login'))}>
              {T.logIn}
            </button>
          )}
        </section>
      )}
      {view.kind === 'list' && view.follows === 0 && (
        <section className="for-you__invite" aria-label={T.browseContributors}>
          <p>{T.noFollows}</p>
          <Link to="/contributors" className="button button--secondary">
            {T.browseContributors}
          </Link>
        </section>
      )}
      {view.kind === 'list' && view.follows > 0 && view.items.length === 0 && <p className="meta empty-list">{T.empty}</p>}
      {view.kind === 'list' && view.items.length > 0 && (
        <>
          <ArticleGrid articles={view.items} headingLevel={2} />
          {view.items.length < view.total && (
            <p className="for-you__more">
              <button type="button" className="button button--secondary" onClick={loadMore} aria-busy={view.more === 'loading'} disabled={view.more === 'loading'}>
                {T.more}
              </button>
            </p>
          )}
          {view.more === 'failed' && (
            <p className="for-you__note" role="alert">
              {LIBRARY_UI.failed}
            </p>
          )}
        </>
      )}
    </div>
  );
}
