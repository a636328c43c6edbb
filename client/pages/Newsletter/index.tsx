import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { Seo } from '../../components/seo/Seo.js';
import { NewsletterForm } from '../../components/forms/NewsletterForm.js';
import { useSiteName } from '../../root-data.js';
import { firstParagraph } from '../GenericPage/firstParagraph.js';
import './newsletter.css';

/** /newsletter: what the newsletters are, and the sign-up form. */
export default function NewsletterPage() {
  const { page } = usePageData() as PageDataMap['newsletter'];
  const siteName = useSiteName();
  return (
    <article className="container container--narrow newsletter">
      <Seo title={page.title} description={firstParagraph(page.blocks)} seo={page.seo} />
      <header className="newsletter__header">
        <h1>{page.title}</h1>
      </header>
      <section className="newsletter__signup" aria-labelledby="newsletter-signup">
        <h2 id="newsletter-signup" className="newsletter__signup-title">
          Sign up
        </h2>
        <NewsletterForm siteName={siteName} />
      </section>
      <Body value={page.blocks} />
    </article>
  );
}
