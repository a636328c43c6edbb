import { Link } from '../../Link.js';
import type { AuthorRef, SectionRef } from '../../../../shared/content/common.js';
import { sectionUrl } from '../../../../shared/content/urls.js';
import { Byline } from '../Byline.js';
import { PremiumBadge } from '../PremiumBadge.js';
import './article-header.css';

/** What the header shows; articles and feature articles both have it. */
export interface HeaderData {
  title: string;
  dek?: string;
  isPremium: boolean;
  showBadgeCaption: boolean;
  badgeCaption?: string;
  section?: SectionRef;
  column?: { title: string; url: string };
  collection?: { title: string; url: string };
  authors: AuthorRef[];
  date: string;
}

interface Props {
  article: HeaderData;
  isFiction?: boolean;
  /** Keep the headline for screen readers and search engines but not on screen (feature pages). */
  hideHeadline?: boolean;
}

/** Kicker (section, column), PREMIUM badge with its caption, headline, dek, byline, collection. */
export function ArticleHeader({ article, isFiction = false, hideHeadline = false }: Props) {
  const caption = article.showBadgeCaption ? article.badgeCaption : undefined;
  return (
    <header className="article-header">
      <p className="article-header__kicker">
        {article.section && (
          <Link className="kicker" to={sectionUrl(article.section.slug)}>
            {article.section.title}
          </Link>
        )}
        {article.column && (
          <Link className="kicker article-header__series" to={article.column.url}>
            {article.column.title}
          </Link>
        )}
        {isFiction && <span className="kicker article-header__series">Fiction</span>}
      </p>
      {(article.isPremium || caption) && (
        <p className="article-header__badge">
          {article.isPremium ? <PremiumBadge caption={caption} /> : <span className="premium-line__caption">{caption}</span>}
        </p>
      )}
      <h1 className={hideHeadline ? 'visually-hidden' : 'article-header__title'}>{article.title}</h1>
      {article.dek && <p className="article-header__dek">{article.dek}</p>}
      <Byline authors={article.authors} date={article.date} className="article-header__byline" />
      {article.collection && (
        <p className="meta article-header__collection">
          Part of the collection <Link to={article.collection.url}>{article.collection.title}</Link>
        </p>
      )}
    </header>
  );
}
