import { Link } from '../../components/Link.js';
import type { Article } from '../../../shared/content/article.js';
import type { PreviewEdit } from '../../../shared/content/pages.js';
import { sectionUrl, tagUrl } from '../../../shared/content/urls.js';
import { CONTINUE_READING_STORIES } from '../../../shared/constants.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { SmartLink } from '../../components/SmartLink.js';
import { safeHref } from '../../../shared/safe-href.js';
import './extras.css';

/** The article's featured quote and fact, set apart after the body. */
export function FeaturedContent({ quote, fact }: { quote?: string; fact?: string }) {
  if (!quote && !fact) return null;
  return (
    <aside className="article-featured" aria-label="Highlights">
      {quote && (
        <blockquote className="article-featured__quote">
          <p>{quote}</p>
        </blockquote>
      )}
      {fact && (
        <div className="article-featured__fact">
          <p className="kicker">The fact</p>
          <p>{fact}</p>
        </div>
      )}
    </aside>
  );
}

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <nav className="article-tags" aria-label="Tags">
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={tagUrl(tag)}>{tag}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A teaser article points to the full story elsewhere. */
export function TeaserLink({ teaser }: { teaser: Article['teaserLink'] }) {
  const href = teaser.enabled ? safeHref(teaser.url) : undefined;
  if (!href) return null;
  return (
    <p className="article-teaser">
      <SmartLink href={href} className="button">
        Read the full story <span aria-hidden="true">→</span>
      </SmartLink>
    </p>
  );
}

/** Related stories to read next, with a way into the rest of the section. */
export function ContinueReading({ article }: { article: Article & PreviewEdit }) {
  const related = article.relatedArticles.filter((a) => a.id !== article.id).slice(0, CONTINUE_READING_STORIES);
  // An empty block is no way forward: nothing to show, no block (the loader fills it when it can).
  if (article.hideContinueReading || related.length === 0) return null;
  return (
    <section className="continue-reading no-print" aria-labelledby="continue-reading" data-sanity={article.editRelated}>
      <div className="container">
        <h2 id="continue-reading" className="continue-reading__title">
          Continue reading
        </h2>
        {/* Kept on the server per article (SharedHtml): the cards are a function of it alone. */}
        <ArticleGrid articles={related} headingLevel={3} shared={{ data: article, memoKey: 'related' }} />
        <p className="continue-reading__more">
          <Link to={sectionUrl(article.section.slug)} className="button button--secondary">
            More from {article.section.title}
          </Link>
        </p>
      </div>
    </section>
  );
}
