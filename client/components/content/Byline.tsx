import { Link } from '../Link.js';
import type { AuthorRef } from '../../../shared/content/common.js';
import { contributorUrl } from '../../../shared/content/urls.js';
import { formatDate } from './format.js';

interface Props {
  authors: AuthorRef[];
  date?: string;
  /** Link author names to their contributor pages (off inside cards, where the card is the link). */
  linkAuthors?: boolean;
  className?: string;
}

/** 'By A, B and C · March 4, 2025'. */
export function Byline({ authors, date, linkAuthors = true, className }: Props) {
  const named = authors.filter((a) => a.name !== '');
  const formatted = formatDate(date);
  if (named.length === 0 && !formatted) return null;
  return (
    <p className={['byline', 'meta', className].filter(Boolean).join(' ')}>
      {named.length > 0 && (
        <span className="byline__authors">
          By{' '}
          {named.map((a, i) => (
            <span key={a.slug}>
              {i > 0 && (i === named.length - 1 ? ' and ' : ', ')}
              {linkAuthors ? <Link to={contributorUrl(a.slug)}>{a.name}</Link> : a.name}
            </span>
          ))}
        </span>
      )}
      {named.length > 0 && formatted && <span aria-hidden="true"> · </span>}
      {formatted && date && <time dateTime={date}>{formatted}</time>}
    </p>
  );
}
