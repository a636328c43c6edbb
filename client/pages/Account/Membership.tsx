/** The account page's membership card: plan, status, renewal or end date, and the way to manage it. */
import { useState } from 'react';
import type { BillingSummary } from '../../../shared/billing.js';
import { ACCOUNT_PAGE, BILLING } from '../../../shared/messages.js';
import { Link } from '../../components/Link.js';
import { goTo, openBillingPortal } from '../../billing/api.js';

/** Dates in UTC: the page is rendered in the browser only, but one reader must not see two dates. */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

export function statusLabel(status: string): string {
  return ACCOUNT_PAGE.statuses[status] ?? status.replace(/_/g, ' ');
}

export function Membership({ summary }: { summary: BillingSummary }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const sub = summary.subscription;

  const manage = async () => {
    setBusy(true);
    setError(undefined);
    try {
      goTo((await openBillingPortal()).url);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <section className="account__card" aria-labelledby="account-membership">
      <h2 id="account-membership" className="account__card-title">
        {ACCOUNT_PAGE.membership}
      </h2>
      <dl className="account__facts">
        <div>
          <dt>{ACCOUNT_PAGE.plan}</dt>
          <dd className="account__plan">{sub ? sub.plan : BILLING.freePlan}</dd>
        </div>
        {sub && (
          <div>
            <dt>{ACCOUNT_PAGE.status}</dt>
            <dd className="account__status">{statusLabel(sub.status)}</dd>
          </div>
        )}
        {sub?.currentPeriodEnd && (
          <div>
            <dt>{sub.endsAtPeriodEnd ? ACCOUNT_PAGE.ends : ACCOUNT_PAGE.renews}</dt>
            <dd className="account__period-end">{formatDate(sub.currentPeriodEnd)}</dd>
          </div>
        )}
      </dl>
      <div className="account__actions">
        {summary.canManageBilling && (
          <button type="button" className="button" onClick={manage} disabled={busy} aria-busy={busy}>
            {ACCOUNT_PAGE.manageBilling}
          </button>
        )}
        {!summary.user.isPremium && (
          <Link to="/subscribe" className="button button--secondary">
            {ACCOUNT_PAGE.upgrade}
          </Link>
        )}
      </div>
      {error && (
        <p className="account__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
