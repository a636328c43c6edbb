/** The account page's membership card: plan, status, renewal or end date, and the way to manage it. */
import { useState } from 'react';
import type { BillingSummary } from '../../../shared/billing.js';
import { ACCOUNT_PAGE, BILLING } from '../../../shared/premium-messages.js';
import { GIFT } from '../../../shared/gift-messages.js';
import { formatDate } from '../../components/content/format.js';
import { Link } from '../../components/Link.js';
import { useFrameData } from '../../root-data.js';
import { goTo, openBillingPortal } from '../../api/billing.js';
import { Alert, Card, Fact } from './parts.js';

/** The site's one date format ('December 12, 2026', in UTC), as every page writes dates. */
export { formatDate };

export function statusLabel(status: string): string {
  return ACCOUNT_PAGE.statuses[status] ?? status.replace(/_/g, ' ');
}

/** Renews on a date, ends on it, or (a lapsed member) ended on it. Rendered in the browser only, so 'now' is the reader's. */
function periodLabel(endsAtPeriodEnd: boolean, periodEnd: string): string {
  if (!endsAtPeriodEnd) return ACCOUNT_PAGE.renews;
  return Date.parse(periodEnd) <= Date.now() ? ACCOUNT_PAGE.ended : ACCOUNT_PAGE.ends;
}

export function Membership({ summary }: { summary: BillingSummary }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const sub = summary.subscription;
  // No way to a subscription page its flag turns off (a 404).
  const { flags } = useFrameData();

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
    <Card id="account-membership" title={ACCOUNT_PAGE.membership}>
      <dl className="account__facts">
        <Fact label={ACCOUNT_PAGE.plan} name="plan">
          {sub ? sub.plan : summary.gift ? GIFT.giftPlan : BILLING.freePlan}
        </Fact>
        {sub && (
          <Fact label={ACCOUNT_PAGE.status} name="status">
            {statusLabel(sub.status)}
          </Fact>
        )}
        {sub?.currentPeriodEnd && (
          <Fact label={periodLabel(sub.endsAtPeriodEnd, sub.currentPeriodEnd)} name="period-end">
            {formatDate(sub.currentPeriodEnd)}
          </Fact>
        )}
        {summary.gift && (
          <Fact label={GIFT.giftLabel} name="gift">
            {GIFT.giftFrom(summary.gift.from, formatDate(summary.gift.until))}
          </Fact>
        )}
      </dl>
      <div className="account__actions">
        {summary.canManageBilling && (
          <button type="button" className="button" onClick={manage} disabled={busy} aria-busy={busy}>
            {ACCOUNT_PAGE.manageBilling}
          </button>
        )}
        {!summary.user.isPremium && flags.subscriptionPage && (
          <Link to="/subscribe" className="button button--secondary">
            {ACCOUNT_PAGE.upgrade}
          </Link>
        )}
      </div>
      <Alert message={error} />
    </Card>
  );
}
