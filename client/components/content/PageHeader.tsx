import type { ReactNode } from 'react';
import './page-header.css';

interface Props {
  title: ReactNode;
  /** Small label above the title ('Tag', 'Contributor'). */
  kicker?: ReactNode;
  /** Standfirst under the title. */
  dek?: ReactNode;
  /** Extra content (images, links) under the dek. */
  children?: ReactNode;
  className?: string;
}

/** The header of list pages: kicker, display title, dek. */
export function PageHeader({ title, kicker, dek, children, className }: Props) {
  return (
    <header className={['page-header', 'list-header', className].filter(Boolean).join(' ')}>
      {kicker && <p className="kicker list-header__kicker">{kicker}</p>}
      <h1 className="list-header__title">{title}</h1>
      {dek && <div className="page-header__dek list-header__dek">{dek}</div>}
      {children}
    </header>
  );
}
