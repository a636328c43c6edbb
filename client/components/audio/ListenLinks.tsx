import { SmartLink } from '../SmartLink.js';
import { listenLinks, type PodcastLinkFields } from './podcastLinks.js';
import './audio.css';

interface Props {
  podcast: PodcastLinkFields;
  episode?: { apple?: string; spotify?: string; amazon?: string };
  /** Names the list for screen readers ('Listen to Unorthodox'). */
  label: string;
}

/** Apple, Spotify, Amazon, RSS and subscribe links as a row of buttons. */
export function ListenLinks({ podcast, episode, label }: Props) {
  const links = listenLinks(podcast, episode);
  if (links.length === 0) return null;
  return (
    <nav className="listen-links" aria-label={label}>
      <ul className="listen-links__list">
        {links.map((link) => (
          <li key={link.key}>
            {link.key === 'rss' && link.href.startsWith('/') ? (
              // The feed is XML, not a page of the app: a plain link, not client-side navigation.
              <a className={`button button--secondary button--small listen-links__${link.key}`} href={link.href} type="application/rss+xml">
                {link.label}
              </a>
            ) : (
              <SmartLink className={`button button--secondary button--small listen-links__${link.key}`} href={link.href}>
                {link.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
