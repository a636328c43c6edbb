import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { toPlainText } from '@portabletext/react';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { podcastSeriesJsonLd } from '../../components/seo/jsonld.js';
import { Seo } from '../../components/seo/Seo.js';
import { PodcastFeedLink } from '../../components/audio/podcastLinks.js';
import { ListenLinks } from '../../components/audio/ListenLinks.js';
import { EpisodeList } from './EpisodeList.js';
import './podcast.css';

/** /podcasts/:podcastSlug: the show, where to listen, its credits and its episodes (black theme). */
export default function PodcastPage() {
  const { podcast, episodes } = usePageData() as PageDataMap['podcast'];
  const count = `${episodes.total} ${episodes.total === 1 ? 'episode' : 'episodes'}`;
  return (
    <div className="container podcast">
      <Seo
        title={podcast.title}
        description={podcast.dek ?? toPlainText(podcast.description)}
        seo={podcast.seo}
        image={podcast.image}
        jsonLd={(site) => [podcastSeriesJsonLd(podcast, site)]}
      />
      <PodcastFeedLink podcast={podcast} />
      <header className="page-header podcast__header">
        {podcast.image && (
          <div className="podcast__art">
            <LazyImage image={podcast.image} aspectRatio={1} sizes="(min-width: 640px) 320px, 100vw" maxWidth={400} priority />
          </div>
        )}
        <div className="podcast__intro">
          <p className="kicker">Podcast</p>
          <h1 className="podcast__title">{podcast.title}</h1>
          {podcast.dek && <p className="page-header__dek podcast__dek">{podcast.dek}</p>}
          <Body value={podcast.description} className="podcast__description" />
          <ListenLinks podcast={podcast} label={`Listen to ${podcast.title}`} />
        </div>
      </header>
      <div className="podcast__columns">
        <section className="podcast__episodes" aria-labelledby="podcast-episodes">
          <h2 id="podcast-episodes" className="podcast__section-title">
            Episodes
          </h2>
          <p className="meta">
            {count} · {podcast.chronologicalOrder ? 'From the first episode' : 'Newest first'}
          </p>
          <EpisodeList episodes={episodes} />
        </section>
        {podcast.credits.length > 0 && (
          <aside className="podcast__credits" aria-labelledby="podcast-credits">
            <h2 id="podcast-credits" className="podcast__section-title">
              Credits
            </h2>
            <Body value={podcast.credits} headingLevel={3} />
          </aside>
        )}
      </div>
    </div>
  );
}
