import { usePageData } from '../../router/hooks.js';
import { toPlainText } from '@portabletext/react';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { EmbedFrames } from './EmbedFrames.js';
import { framesFromElements, scriptsFromElements } from './embed.js';
import { EMBED } from '../../../shared/embed-messages.js';
import './donate.css';

/** /donate (black theme): why to give, and the provider's donation form. */
export default function DonatePage() {
  const { page } = usePageData() as PageDataMap['donate'];
  return (
    <article className="donate">
      <Seo title={page.headline} description={toPlainText(page.bodyText)} seo={page.seo} image={page.headerImage} />
      {page.headerImage && (
        <div className="donate__image">
          <LazyImage image={page.headerImage} sizes="100vw" maxWidth={2400} priority decorative />
        </div>
      )}
      <div className="container donate__columns">
        <header className="donate__text">
          <h1 className="donate__headline">{page.headline}</h1>
          <Body value={page.bodyText} className="donate__body" />
        </header>
        <section className="donate__form" aria-label="Donation form">
          <EmbedFrames
            frames={framesFromElements(page.donationEmbeds)}
            scripts={scriptsFromElements(page.donationEmbeds)}
            title="Donation form"
            isolation="origin"
            open={{ text: EMBED.donate }}
            fallback={<p className="meta">The donation form is not available right now. Please try again later.</p>}
          />
        </section>
      </div>
      {page.footerText && (
        <footer className="container donate__footer">
          <p className="meta">{page.footerText}</p>
        </footer>
      )}
    </article>
  );
}
