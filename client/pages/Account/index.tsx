/**
 * /account: the signed-in member's name, email and membership (plan, status, renewal or end date),
 * billing portal, the reader's library (saved, history, follows, private feed), newsletters,
 * display (dark mode, text size), reply emails, change of password, log out, and their data
 * (download it, delete the account). The server renders only the frame of it (the page
 * is personal: rendered per request, `private, no-store`, noindex); the member's details come from
 * GET /api/billing/subscription once in the browser. A visitor is asked to log in.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOG_IN_PARAM, type BillingSummary } from '../../../shared/billing.js';
import { MODERATION_PATH } from '../../../shared/comment-moderation.js';
import { ACCOUNT_PAGE } from '../../../shared/premium-messages.js';
import { BillingApiError, fetchBillingSummary } from '../../api/billing.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { logOut } from '../../store/authThunks.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { Display } from './Display.js';
import { CommentReplies } from './CommentReplies.js';
import { Gifts } from './Gifts.js';
import { Membership } from './Membership.js';
import { Library } from './Library.js';
import { Newsletters } from './Newsletters.js';
import { PasswordForm } from './PasswordForm.js';
import { YourData } from './YourData.js';
import { Alert, Card, Fact } from './parts.js';
import ModerationPage from '../Moderation/index.js';
import './account.css';

type View = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'failed' } | { kind: 'member'; summary: BillingSummary };

/** /account, and the staff's /account/moderation (one route: the article's JS budget has no room for another). */
export default function AccountRoute() {
  return useLocation().pathname.replace(/\/+$/, '') === MODERATION_PATH ? <ModerationPage /> : <AccountPage />;
}

function AccountPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { flags } = useFrameData();
  // Signing in (the popup) or out changes the stored user: the page asks the server again.
  const userId = useAppSelector((s) => s.auth.user?.id ?? null);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [fromCheckout, setFromCheckout] = useState(false);

  useEffect(() => {
    // Read after hydration: the server renders the page without the query (it is not in its key).
    setFromCheckout(new URLSearchParams(window.location.search).get('checkout') === 'success');
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchBillingSummary(controller.signal)
      .then((summary) => setView(summary ? { kind: 'member', summary } : { kind: 'signed-out' }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setView(err instanceof BillingApiError && err.status === 401 ? { kind: 'signed-out' } : { kind: 'failed' });
      });
    return () => controller.abort();
  }, [userId]);

  // Arrived from the header's 'Log in' tapped before hydration (/account?log-in=1): a visitor gets
  // the log-in dialog they asked for, once.
  const askedToLogIn = useRef(false);
  useEffect(() => {
    if (view.kind !== 'signed-out' || !flags.login || askedToLogIn.current) return;
    if (!new URLSearchParams(window.location.search).has(LOG_IN_PARAM)) return;
    askedToLogIn.current = true;
    dispatch(authActions.openPopup('login'));
  }, [view.kind, flags.login, dispatch]);

  const leave = async () => {
    await dispatch(logOut());
    navigate('/');
  };

  return (
    <div className="container container--narrow account">
      <Seo title={ACCOUNT_PAGE.title} description={ACCOUNT_PAGE.title} />
      <h1 className="account__title">{ACCOUNT_PAGE.title}</h1>
      {view.kind === 'loading' && <p className="meta account__loading" aria-busy="true">…</p>}
      {view.kind === 'failed' && <Alert message={ACCOUNT_PAGE.loadFailed} />}
      {view.kind === 'signed-out' && (
        <section className="account__card account__signed-out">
          <p>{ACCOUNT_PAGE.signInPrompt}</p>
          {flags.login && (
            <button type="button" className="button" onClick={() => dispatch(authActions.openPopup('login'))}>
              {ACCOUNT_PAGE.logIn}
            </button>
          )}
        </section>
      )}
      {view.kind === 'member' && (
        <>
          {fromCheckout && !view.summary.user.isPremium && (
            <p className="account__notice" role="status">
              {ACCOUNT_PAGE.checkoutSuccess}
            </p>
          )}
          <Card id="account-profile" title={ACCOUNT_PAGE.profile}>
            <dl className="account__facts">
              <Fact label={ACCOUNT_PAGE.name} name="name">
                {`${view.summary.user.firstName} ${view.summary.user.lastName}`.trim() || '—'}
              </Fact>
              <Fact label={ACCOUNT_PAGE.email} name="email">
                {view.summary.user.email}
              </Fact>
            </dl>
            <div className="account__actions">
              <button type="button" className="button button--secondary" onClick={leave}>
                {ACCOUNT_PAGE.logOut}
              </button>
            </div>
          </Card>
          <Membership summary={view.summary} />
          {view.summary.user.isPremium && <Gifts />}
          <Library />
          <Newsletters premium={view.summary.user.isPremium} />
          <Display />
          <CommentReplies />
          <PasswordForm />
          <YourData />
        </>
      )}
    </div>
  );
}
