import { useRef, useState, type KeyboardEvent } from 'react';
import type { ContentTab } from '../../../shared/content/modules.js';
import { ArticleGrid } from './ArticleGrid.js';
import { CardRow } from './CardRow.js';
import './tabs.css';

/**
 * Tabs of article lists (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs,
 * only the selected tab is in the tab order.
 */
interface Props {
  /** Unique on the page; the tab, panel and row ids derive from it (the same on server and client). */
  id: string;
  tabs: ContentTab[];
  label: string;
  /** Hide the section kicker on cards (on the section's own page). */
  hideKicker?: boolean;
  /** The tabs open the page: the first tab's first card holds its first hero image. */
  priority?: boolean;
}

export function ContentTabs({ id: base, tabs, label, hideKicker, priority }: Props) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]);
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.layout === 'carousel' ? (
            <CardRow id={`${base}-row-${i}`} articles={tab.articles} label={tab.title} hideKicker={hideKicker} headingLevel={2} priority={priority && i === 0} />
          ) : (
            <ArticleGrid
              articles={tab.articles}
              layout={tab.layout === 'list' ? 'list' : 'grid'}
              headingLevel={2}
              hideKicker={hideKicker}
              priority={priority && i === 0}
            />
          )}
        </div>
      ))}
    </div>
  );
}
