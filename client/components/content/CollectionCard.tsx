import { Link } from '../Link.js';
import type { ImageData } from '../../../shared/content/common.js';
import { LazyImage } from './LazyImage.js';
import './cards.css';

interface Props {
  item: { title: string; url: string; description?: string; image?: ImageData; author?: { name: string } };
  /** Small label above the title ('Collection', 'Column'). */
  label?: string;
  headingLevel?: 2 | 3 | 4;
}

/** A teaser of a collection or a column: image, title link, description, columnist. */
export function CollectionCard({ item, label, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card card--collection">
      {item.image && (
        <Link to={item.url} className="card__image" tabIndex={-1} aria-hidden="true">
          <LazyImage
            image={item.image}
            aspectRatio={4 / 3}
            sizes="(min-width: 1080px) 30vw, (min-width: 640px) 45vw, 100vw"
            maxWidth={640}
            decorative
          />
        </Link>
      )}
      <div className="card__body">
        {label && <p className="card__kicker kicker">{label}</p>}
        <Heading className="card__title">
          <Link to={item.url}>{item.title}</Link>
        </Heading>
        {item.author?.name && <p className="meta">By {item.author.name}</p>}
        {item.description && <p className="card__excerpt">{item.description}</p>}
      </div>
    </article>
  );
}
