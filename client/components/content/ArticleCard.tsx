import { Link } from '../Link.js';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { sectionUrl } from '../../../shared/content/urls.js';
import { LazyImage } from './LazyImage.js';
import { Byline } from './Byline.js';
import { PremiumBadge } from './PremiumBadge.js';
import { SaveButton } from '../../library/SaveButton.js';
import './cards.css';

export type CardVariant = 'lead' | 'standard' | 'compact' | 'text-only';

interface Props {
  article: ArticleSummary;
  variant?: CardVariant;
  /** Heading level of the title, so each page keeps a sound outline. */
  headingLevel?: 2 | 3 | 4;
  /** `sizes` of the image for where this card sits. */
  sizes?: string;
  /** The card holds the page's LCP image. */
  priority?: boolean;
  /** Hide the section kicker (on that section's own pages). */
  hideKicker?: boolean;
}

const SIZES: Record<CardVariant, string> = {
  lead: '(min-width: 1080px) 60vw, 100vw',
  standard: '(min-width: 1080px) 30vw, (min-width: 640px) 45vw, 100vw',
  compact: '(min-width: 640px) 160px, 120px',
  'text-only': '0px',
};

const RATIO: Record<CardVariant, number> = { lead: 3 / 2, standard: 3 / 2, compact: 1, 'text-only': 1 };

/** A teaser of an article: kicker, title link, dek or excerpt, byline, PREMIUM badge, save button. */
export function ArticleCard({ article, variant = 'standard', headingLevel = 3, sizes, priority, hideKicker }: Props) {
  const Heading = `h${headingLevel}` as const;
  const summary = variant === 'compact' ? undefined : (article.dek ?? article.excerpt);
  const showImage = variant !== 'text-only' && article.image;
  return (
    <article className={`card card--${variant}`}>
      {showImage && article.image && (
        // The title link is the accessible one; the image link only widens the click target.
        <Link to={article.url} className="card__image" tabIndex={-1} aria-hidden="true">
          <LazyImage
            image={article.image}
            aspectRatio={RATIO[variant]}
            sizes={sizes ?? SIZES[variant]}
            maxWidth={variant === 'lead' ? 1280 : variant === 'compact' ? 200 : 640}
            priority={priority}
            decorative
          />
        </Link>
      )}
      <div className="card__body">
        {(!hideKicker || article.isPremium) && (
          <p className="card__kicker">
            {!hideKicker && (
              <Link className="kicker" to={sectionUrl(article.section.slug)}>
                {article.section.title}
              </Link>
            )}
            {article.isPremium && <PremiumBadge />}
          </p>
        )}
        <Heading className="card__title">
          <Link to={article.url}>{article.title}</Link>
        </Heading>
        {summary && <p className="card__excerpt">{summary}</p>}
        <Byline authors={article.authors} date={article.date} linkAuthors={false} />
        <SaveButton path={article.url} title={article.title} />
      </div>
    </article>
  );
}
