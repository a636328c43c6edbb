import { useLocation } from 'react-router';
import { Link } from '../Link.js';
import { audioController } from './controller.js';
import { usePlayer } from './usePlayer.js';
import { formatClock } from '../../../shared/duration.js';
import { CloseIcon, PauseIcon, PlayIcon } from './icons.js';
import './audio.css';

/**
 * The persistent bar of the frame: once an episode is loaded and the reader leaves its page, it
 * shows what is playing, play/pause and the way back. Renders nothing on the server and until the
 * reader first presses play, so it never affects hydration or layout of a fresh page.
 */
export function MiniPlayer() {
  const player = usePlayer();
  const { pathname } = useLocation();
  const track = player.track;
  if (!track || pathname === track.url) return null;
  return (
    <section className="mini-player no-print" aria-label="Now playing">
      <button
        type="button"
        className="mini-player__play"
        onClick={() => audioController.toggle(track)}
        aria-label={`${player.playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        {player.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="mini-player__text">
        <Link className="mini-player__title" to={track.url}>
          {track.title}
        </Link>
        <span className="mini-player__meta meta">
          {track.podcastTitle} · <span className="mini-player__time">{formatClock(player.currentTime)}</span>
        </span>
      </div>
      <button type="button" className="mini-player__close" onClick={() => audioController.stop()} aria-label="Close the player">
        <CloseIcon />
      </button>
    </section>
  );
}
