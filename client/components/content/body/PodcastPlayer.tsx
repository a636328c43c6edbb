import type { PortableTextTypeComponentProps } from '@portabletext/react';
import { Link } from 'react-router';
import type { PodcastPlayerData } from '../../../../shared/content/blocks.js';
import { LazyImage } from '../LazyImage.js';
import { formatDate, formatDuration } from '../format.js';
import './podcast-player.css';

/**
 * A simple, accessible player card for one episode: the browser's own audio controls (keyboard
 * and screen-reader friendly), nothing downloaded until the reader presses play.
 */
export function PodcastPlayer({ value }: PortableTextTypeComponentProps<PodcastPlayerData>) {
  const titleId = `player-${value._key}`;
  const date = formatDate(value.releaseDate);
  return (
    <section className="podcast-player no-print" aria-labelledby={titleId}>
      {value.podcast.image && (
        <div className="podcast-player__art">
          <LazyImage image={value.podcast.image} aspectRatio={1} sizes="96px" maxWidth={120} decorative />
        </div>
      )}
      <div className="podcast-player__body">
        <p className="podcast-player__podcast kicker">
          <Link to={value.podcast.url}>{value.podcast.title}</Link>
        </p>
        <h3 className="podcast-player__title" id={titleId}>
          <Link to={value.url}>{value.title}</Link>
        </h3>
        {(date || value.durationSeconds) && (
          <p className="meta">
            {date}
            {date && value.durationSeconds ? ' · ' : ''}
            {value.durationSeconds ? formatDuration(value.durationSeconds) : ''}
          </p>
        )}
        <audio className="podcast-player__audio" controls preload="none" src={value.link} aria-labelledby={titleId}>
          <a href={value.link}>Download the episode</a>
        </audio>
      </div>
    </section>
  );
}
