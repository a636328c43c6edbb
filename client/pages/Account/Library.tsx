/**
 * The account page's Library card (docs/features/library.md): saved stories (remove), the reading
 * history (clear, and the switch that turns it off: PATCH /api/account/preferences {"history"}),
 * follows (unfollow) and the private feed's address (copy, a new address). Everything goes through
 * the library's thunks (client/store/libraryThunks.ts) and is shown from the store.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { LIBRARY_UI } from '../../../shared/library-ui-messages.js';
import { FOR_YOU_PATH } from '../../../shared/for-you.js';
import type { FollowKind } from '../../../shared/library.js';
import { contributorUrl, sectionUrl, tagUrl } from '../../../shared/content/urls.js';
import { formatDate } from '../../components/content/format.js';
import { Link } from '../../components/Link.js';
import { libraryModule, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import type { LibraryFailure } from '../../store/libraryThunks.js';
import { Alert, Card } from './parts.js';

const T = LIBRARY_UI.account;

const FOLLOW_URL: Record<FollowKind, (slug: string) => string> = { author: contributorUrl, section: sectionUrl, tag: tagUrl };

type Thunks = Awaited<ReturnType<typeof libraryModule>>;
type Used = 'loadSaved' | 'loadHistory' | 'loadFollows' | 'loadFeed' | 'setSaved' | 'setFollowed' | 'setHistoryEnabled' | 'clearHistory' | 'renewFeed';
/** A dispatched thunk's outcome, as far as this card reads it. */
type Settled = { error?: unknown; payload?: unknown };

/** Runs one of the library's thunks; its failure's text, or undefined when it went through. */
function useRun() {
  const dispatch = useAppDispatch() as unknown as (action: ReturnType<Thunks[Used]>) => Promise<Settled>;
  return async (pick: (t: Thunks) => ReturnType<Thunks[Used]>): Promise<string | undefined> => {
    const thunks = await libraryModule();
    const action = await dispatch(pick(thunks));
    if (!action.error) return undefined;
    return (action.payload as LibraryFailure | undefined)?.message ?? LIBRARY_UI.failed;
  };
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account__library-part" aria-labelledby={id}>
      <h3 id={id} className="account__library-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Library() {
  const run = useRun();
  const library = useAppSelector((s) => s.library);
  const [loadError, setLoadError] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([run((t) => t.loadSaved()), run((t) => t.loadHistory()), run((t) => t.loadFollows()), run((t) => t.loadFeed())]).then((errors) => {
      if (live) setLoadError(errors.find(Boolean) ? T.loadFailed : undefined);
    });
    return () => {
      live = false;
    };
    // Once per visit of the page (run is a new function each render, the thunks are not).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A press: one call at a time, its failure shown, its success's note (if any) announced. */
  const act = async (pick: Parameters<typeof run>[0], done?: string) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    const failed = await run(pick);
    setBusy(false);
    if (failed) setError(failed);
    else if (done) setNotice(done);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected for the reader to copy.
      (document.getElementById('library-feed-url') as HTMLInputElement | null)?.select();
    }
  };

  const saved = library?.saved ?? [];
  const follows = library?.follows ?? [];
  const history = library?.history;
  return (
    <Card id="account-library" title={T.heading}>
      <Alert message={loadError} />
      <Alert message={error} />
      {notice && (
        <p className="account__notice" role="status">
          {notice}
        </p>
      )}
      <p>
        <Link to={FOR_YOU_PATH}>{T.forYouLink}</Link>
      </p>

      <Part id="library-saved" title={T.saved}>
        {saved.length === 0 ? (
          <p className="meta">{T.savedEmpty}</p>
        ) : (
          <ul className="account__library-list" data-list="saved">
            {saved.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.title}</Link>
                <span className="meta">{formatDate(item.savedAt)}</span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={T.remove(item.title)}
                  disabled={busy}
                  onClick={() => act((t) => t.setSaved({ path: item.path, title: item.title, saved: false }))}
                >
                  {T.removeText}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="library-history" title={T.history}>
        <label className="account__switch">
          <input
            type="checkbox"
            role="switch"
            checked={library?.historyEnabled ?? true}
            disabled={busy || !library}
            onChange={(e) => {
              // Read now: the box is controlled, and goes back to the store's value before the call is made.
              const on = e.target.checked;
              void act((t) => t.setHistoryEnabled(on));
            }}
          />
          <span>{T.historySwitch}</span>
        </label>
        {library && !library.historyEnabled && <p className="meta">{T.historyOff}</p>}
        {history && history.length === 0 && <p className="meta">{T.historyEmpty}</p>}
        {history && history.length > 0 && (
          <>
            <ul className="account__library-list" data-list="history">
              {history.map((item) => (
                <li key={`${item.path} ${item.readAt}`}>
                  <Link to={item.path}>{item.title}</Link>
                  <span className="meta">{formatDate(item.readAt)}</span>
                </li>
              ))}
            </ul>
            <div className="account__actions">
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => act((t) => t.clearHistory(), T.historyCleared)}>
                {T.clearHistory}
              </button>
            </div>
          </>
        )}
      </Part>

      <Part id="library-follows" title={T.follows}>
        {follows.length === 0 ? (
          <p className="meta">{T.followsEmpty}</p>
        ) : (
          <ul className="account__library-list" data-list="follows">
            {follows.map((f) => (
              <li key={`${f.kind}:${f.slug}`}>
                <span className="meta">{T.kinds[f.kind]}</span>
                <Link to={FOLLOW_URL[f.kind](f.slug)}>{f.name}</Link>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={T.unfollow(f.name)}
                  disabled={busy}
                  onClick={() => act((t) => t.setFollowed({ kind: f.kind, slug: f.slug, name: f.name, followed: false }))}
                >
                  {T.unfollowText}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="library-feed" title={T.feed}>
        <p className="meta">{T.feedIntro}</p>
        {library?.feed && (
          <>
            <label className="account__field" htmlFor="library-feed-url">
              {T.feedLabel}
            </label>
            <input id="library-feed-url" className="account__feed-url" type="url" readOnly value={library.feed} onFocus={(e) => e.currentTarget.select()} />
            <div className="account__actions">
              <button type="button" className="button button--secondary" onClick={() => copy(library.feed!)}>
                {copied ? T.copied : T.copy}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => {
                  setCopied(false);
                  void act((t) => t.renewFeed(), T.newAddressDone);
                }}
              >
                {T.newAddress}
              </button>
            </div>
          </>
        )}
      </Part>
    </Card>
  );
}
