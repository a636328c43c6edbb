import type { SubscribePage } from '../../../shared/content/pages.js';
import { EmbedFrames } from '../Donate/EmbedFrames.js';
import { framesFromElements } from '../Donate/embed.js';

type Tier = SubscribePage['subscriptionTiers'][number];

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
            <EmbedFrames frames={framesFromElements(tier.checkout)} title={`${tier.title} membership`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
