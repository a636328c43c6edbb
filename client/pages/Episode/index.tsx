import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import { toPlainText } from '@portabletext/react';
import type { PodcastPlayerData } from '../../../shared/content/blocks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { formatDate } from '../../components/content/format.js';
import { ShareMenu } from '../../components/content/ShareMenu.js';
import { SaveButton } from '../../library/SaveButton.js';
import { AudioPlayer } from '../../components/audio/AudioPlayer.js';
import { ListenLinks } from '../../components/audio/ListenLinks.js';
import { PodcastFeedLink } from '../../components/audio/podcastLinks.js';
import { trackFromBlock } from '../../components/audio/track.js';
import { podcastEpisodeJsonLd } from '../../components/seo/jsonld.js';
import { CommentsSection } from '../../components/comments/CommentsSection.js';
import './episode.css';

const isPlayer = (block: { _type: string }): block is PodcastPlayerData => block._type === 'podcastPlayer';

/** /podcasts/:podcastSlug/:episodeSlug: the episode with the site's player, notes and listen links. */
export default function EpisodePage() {
  const { episode, podcast } = usePageData() as PageDataMap['episode'];
  // The episode's own audio block is the player at the top; the rest of its content is the notes.
  const player = episode.content.find(isPlayer);
  const notes = episode.content.filter((b) => b !== player);
  const description = episode.dek ?? toPlainText(episode.description);
  const image = episode.image ?? podcast.image;
  return (
    <article className="container episode">
      <Seo
        title={episode.title}
        description={description}
        seo={episode.seo}
        image={image}
        jsonLd={(site) => [podcastEpisodeJsonLd(episode, podcast, site)]}
      />
      <PodcastFeedLink podcast={podcast} />
      <header className="episode__header">
        {image && (
          <div className="episode__art">
            <LazyImage image={image} aspectRatio={1} sizes="(min-width: 640px) 280px, 160px" maxWidth={360} priority />
          </div>
        )}
        <div className="episode__intro">
          <p className="kicker">
            <Link to={podcast.url}>{podcast.title}</Link>
          </p>
          <h1 className="episode__title">{episode.title}</h1>
          {episode.dek && <p className="page-header__dek">{episode.dek}</p>}
          <p className="meta">
            <time dateTime={episode.date}>{formatDate(episode.date)}</time>
          </p>
          {player ? (
            <AudioPlayer track={trackFromBlock(player)} className="episode__player" />
          ) : (
            <p className="meta">Audio for this episode is not available yet.</p>
          )}
        </div>
      </header>
      <div className="episode__columns">
        <div className="episode__notes">
          <Body value={episode.description} className="episode__description" />
          <Body value={notes} />
        </div>
        <aside className="episode__aside">
          <h2 className="episode__aside-title">Listen and subscribe</h2>
          <ListenLinks podcast={podcast} episode={episode.listenOn} label={`Listen to ${podcast.title}`} />
          <ShareMenu title={episode.title} path={episode.url} />
          <SaveButton path={episode.url} title={episode.title} story />
          <p>
            <Link to={podcast.url} className="episode__more">
              More from {podcast.title} →
            </Link>
          </p>
        </aside>
      </div>
      <CommentsSection path={episode.url} />
    </article>
  );
}
