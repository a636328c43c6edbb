import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { Seo } from '../../components/seo/Seo.js';
import { groupByInitial } from '../../components/content/groupByInitial.js';
import './contributors.css';

/** /contributors: every contributor, grouped A–Z by last name, with a letter index. */
export default function ContributorsPage() {
  const { contributors } = usePageData() as PageDataMap['contributors'];
  const groups = groupByInitial(contributors);
  return (
    <div className="container contributors">
      <Seo title="Contributors" description="The writers, critics, photographers and artists of the magazine." />
      <PageHeader title="Contributors" dek={<p>The writers, critics, photographers and artists of the magazine.</p>} />
      <nav className="contributors__index" aria-label="Contributors by letter">
        <ul>
          {groups.map((g) => (
            <li key={g.letter}>
              <a href={`#letter-${g.letter}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.letter} className="contributors__group" aria-labelledby={`letter-${g.letter}`}>
          <h2 id={`letter-${g.letter}`} className="contributors__letter">
            {g.letter}
          </h2>
          <ul className="contributors__names">
            {g.people.map((p) => (
              <li key={p.id}>
                <Link to={p.url}>
                  <span className="contributors__first">{p.firstName}</span> <strong>{p.lastName}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
