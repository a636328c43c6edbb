/** The account page's building blocks: a titled card, a labelled fact, an inline alert. */
import type { ReactNode } from 'react';

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account__card" aria-labelledby={id}>
      <h2 id={id} className="account__card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One row of a card's `<dl className="account__facts">`; `name` classes the value (tests find it by it). */
export function Fact({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={`account__${name}`}>{children}</dd>
    </div>
  );
}

export function Alert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="account__error" role="alert">
      {message}
    </p>
  );
}
