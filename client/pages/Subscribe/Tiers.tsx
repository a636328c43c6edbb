import type { SubscribePage } from '../../../shared/content/pages.js';
import { EmbedFrames } from '../Donate/EmbedFrames.js';
import { framesFromElements } from '../Donate/embed.js';
import { tierKey } from '../../../shared/billing.js';
import { useFrameData } from '../../root-data.js';
import { SubscribeButton } from './SubscribeButton.js';
import { BILLING } from '../../../shared/premium-messages.js';
import { EMBED } from '../../../shared/embed-messages.js';

type Tier = SubscribePage['subscriptionTiers'][number];

/**
 * No checkout frame for a tier (not configured): the site's membership link when it leads
 * elsewhere (not back to this page), else say so, rather than leave a blank box.
 */
function CheckoutFallback({ title, membershipLink }: { title: string; membershipLink?: string }) {
  const elsewhere = membershipLink && !/^\/subscribe\/?(?:[?#]|$)/.test(membershipLink) ? membershipLink : undefined;
  if (elsewhere) {
    return (
      <a className="button tier__join" href={elsewhere} aria-label={`${BILLING.subscribe}: ${title}`}>
        {BILLING.subscribe}
      </a>
    );
  }
  return <p className="meta">{EMBED.unavailable(title)}</p>;
}

export function Tiers({ tiers, sandbox }: { tiers: Tier[]; sandbox: boolean }) {
  // With Stripe configured, a priced tier subscribes through our own Checkout instead of its embed;
  // Checkout is for members, so only while readers can sign in (the login flag).
  const frame = useFrameData();
  const billingTiers = frame.flags.login ? (frame.billingTiers ?? []) : [];
  if (tiers.length === 0) return null;
  return (
    <section className="tiers" aria-label="Membership levels">
      {sandbox && <p className="tiers__sandbox meta">Test mode: no real payments are taken.</p>}
      <ul className="tiers__list">
        {tiers.map((tier) => (
          <li key={tier.key} className="tier">
            <h2 className="tier__title">{tier.title}</h2>
            <p className="tier__price">{tier.price}</p>
            {tier.benefits.length > 0 && (
              <ul className="tier__benefits">
                {tier.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {billingTiers.includes(tierKey(tier.title)) ? (
              <SubscribeButton tier={tierKey(tier.title)} title={tier.title} />
            ) : (
              <EmbedFrames
                frames={framesFromElements(tier.checkout)}
                title={`${tier.title} membership`}
                isolation="origin"
                open={{ text: BILLING.subscribe, label: `${BILLING.subscribe}: ${tier.title}` }}
                fallback={<CheckoutFallback title={tier.title} membershipLink={frame.content.settings.membershipLink} />}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
