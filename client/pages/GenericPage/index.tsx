import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { Seo } from '../../components/seo/Seo.js';
import { firstParagraph } from './firstParagraph.js';
import './generic-page.css';

/** /privacy-policy and /terms-of-service: a title and rich text. */
export default function GenericPage() {
  const { page } = usePageData() as PageDataMap['genericPage'];
  return (
    <article className="container container--narrow generic-page">
      <Seo title={page.title} description={firstParagraph(page.blocks)} seo={page.seo} />
      <header className="generic-page__header">
        <h1>{page.title}</h1>
      </header>
      <Body value={page.blocks} className="generic-page__body" />
    </article>
  );
}
