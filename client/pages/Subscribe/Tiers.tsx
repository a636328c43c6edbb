import type { SubscriptionPage } from '../../../shared/content/static-pages.js';
import { EmbedFrames } from '../Donate/EmbedFrames.js';
import { embedFrames } from '../Donate/embed.js';

type Tier = SubscriptionPage['subscriptionTiers'][number];

/** Checkout of a tier: the sandbox embed in sandbox mode (test payments), otherwise the live embed URL. */
function checkout(tier: Tier, sandbox: boolean): string | undefined {
  return sandbox ? (tier.sandboxEmbed ?? tier.embedUrl ?? tier.embed) : (tier.embedUrl ?? tier.embed);
}

export function Tiers({ tiers, sandbox }: { tiers: Tier[]; sandbox: boolean }) {
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
            <EmbedFrames frames={embedFrames(checkout(tier, sandbox))} title={`${tier.title} membership`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
