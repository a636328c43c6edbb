import { Link } from '../Link.js';
import type { PodcastPlayerData } from '../../../shared/content/blocks.js';
import { LazyImage } from '../content/LazyImage.js';
import { formatDate } from '../content/format.js';
import { formatClock } from '../../../shared/duration.js';
import { AudioPlayer } from './AudioPlayer.js';
import { trackFromBlock } from './track.js';

interface Props {
  value: PodcastPlayerData;
  /** Heading level of the episode title where the card sits. */
  headingLevel?: number;
}

/**
 * A podcast player block (a body block with a podcastAudioLink): the episode with its podcast,
 * and the site's player. Fits the portable text renderer's `types.podcastPlayer` slot as is.
 */
export function PodcastPlayer({ value, headingLevel = 3 }: Props) {
  const Heading = `h${Math.min(6, Math.max(2, headingLevel))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const titleId = `episode-player-${value._key}`;
  const date = formatDate(value.releaseDate);
  const length = value.durationSeconds ? formatClock(Math.round(value.durationSeconds)) : '';
  return (
    <section className="episode-card no-print" aria-labelledby={titleId}>
      {value.podcast.image && (
        <div className="episode-card__art">
          <LazyImage image={value.podcast.image} aspectRatio={1} sizes="96px" maxWidth={120} decorative />
        </div>
      )}
      <div className="episode-card__body">
        <p className="episode-card__podcast kicker">
          <Link to={value.podcast.url}>{value.podcast.title}</Link>
        </p>
        <Heading className="episode-card__title" id={titleId}>
          <Link to={value.url}>{value.title}</Link>
        </Heading>
        {(date || length) && (
          <p className="meta">
            {date && <time dateTime={value.releaseDate}>{date}</time>}
            {date && length ? ' · ' : ''}
            {length}
          </p>
        )}
        <AudioPlayer track={trackFromBlock(value)} />
      </div>
    </section>
  );
}
