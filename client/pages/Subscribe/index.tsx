import { usePageData } from '../../router/hooks.js';
import { toPlainText } from '@portabletext/react';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { EmbedFrames } from '../Donate/EmbedFrames.js';
import { framesFromElements } from '../Donate/embed.js';
import { Tiers } from './Tiers.js';
import { EMBED } from '../../../shared/embed-messages.js';
import './subscribe.css';

/** /subscribe (beige theme): membership tiers with the provider's checkout, questions, ways to reach us. */
export default function SubscribePage() {
  const data = usePageData() as PageDataMap['subscribe'] | undefined;
  const { flags } = useFrameData();
  // The loader answers 404 while the flag is off; this notice covers a page rendered anyway.
  if (!flags.subscriptionPage || !data) {
    return (
      <div className="container container--narrow subscribe subscribe--soon">
        <Seo title="Subscribe" description="Subscriptions open soon." />
        <h1>Subscriptions open soon</h1>
        <p>Memberships are not available yet. Please check back shortly.</p>
      </div>
    );
  }
  const { page } = data;
  return (
    <div className="subscribe">
      <Seo title={page.headline} description={toPlainText(page.bodyText)} seo={page.seo} image={page.bottomImage} />
      <header className="container container--narrow subscribe__header">
        <h1 className="subscribe__headline">{page.headline}</h1>
        <Body value={page.bodyText} className="subscribe__body" />
      </header>
      <div className="container">
        <Tiers tiers={page.subscriptionTiers} sandbox={page.sandbox} />
        {page.qaBenefits.length > 0 && (
          <section className="subscribe__qa" aria-labelledby="subscribe-qa">
            <h2 id="subscribe-qa">Questions</h2>
            <dl>
              {page.qaBenefits.map((qa) => (
                <div key={qa.key} className="subscribe__qa-item">
                  <dt>{qa.question}</dt>
                  <dd>{qa.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {(page.writeToUsEmbeds.length > 0 || page.newsletterEmbeds.length > 0) && (
          <div className="subscribe__embeds">
            {page.writeToUsEmbeds.length > 0 && (
              <section aria-labelledby="subscribe-write">
                <h2 id="subscribe-write">Write to us</h2>
                <EmbedFrames frames={framesFromElements(page.writeToUsEmbeds)} title="Write to us" open={{ text: EMBED.openForm, label: `${EMBED.openForm}: Write to us` }} />
              </section>
            )}
            {page.newsletterEmbeds.length > 0 && (
              <section aria-labelledby="subscribe-newsletter">
                <h2 id="subscribe-newsletter">Newsletter</h2>
                <EmbedFrames frames={framesFromElements(page.newsletterEmbeds)} title="Newsletter sign-up" open={{ text: EMBED.openForm, label: `${EMBED.openForm}: Newsletter sign-up` }} />
              </section>
            )}
          </div>
        )}
      </div>
      {page.bottomImage && (
        <div className="subscribe__bottom-image">
          <LazyImage image={page.bottomImage} sizes="100vw" maxWidth={2400} decorative />
        </div>
      )}
    </div>
  );
}
