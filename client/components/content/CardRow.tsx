import { useRef } from 'react';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { ArticleCard } from './ArticleCard.js';
import { columnWidth } from './layout.js';
import './row.css';

interface Props {
  /** The list's id (the scroll buttons control it), unique on the page. */
  id: string;
  articles: ArticleSummary[];
  label: string;
  headingLevel?: 2 | 3 | 4;
  hideKicker?: boolean;
  /** The first card holds the page's first hero image: loaded at once, never lazy. */
  priority?: boolean;
}

/**
 * Cards in a horizontally scrolling row. Columns are as wide as layout.ts says (row.css mirrors
 * columnWidth in media queries so the server render is already right); the buttons scroll by one.
 */
export function CardRow({ id, articles, label, headingLevel = 3, hideKicker, priority }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.current?.scrollBy({ left: dir * columnWidth(window.innerWidth), behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className="card-row">
      <div className="card-row__controls">
        <button type="button" className="carousel__button" aria-controls={id} onClick={() => scroll(-1)}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">Scroll back</span>
        </button>
        <button type="button" className="carousel__button" aria-controls={id} onClick={() => scroll(1)}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">Scroll forward</span>
        </button>
      </div>
      <ul className="card-row__list" id={id} ref={list} aria-label={label} tabIndex={0}>
        {articles.map((a, i) => (
          <li key={a.id}>
            <ArticleCard article={a} headingLevel={headingLevel} hideKicker={hideKicker} priority={priority && i === 0} sizes="(min-width: 1660px) 23vw, (min-width: 1080px) 30vw, 40vw" />
          </li>
        ))}
      </ul>
    </div>
  );
}
