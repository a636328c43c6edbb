import { useRef, useState, type ChangeEvent } from 'react';
import { audioController, type Track } from './controller.js';
import { usePlayer } from './usePlayer.js';
import { formatClock } from '../../../shared/duration.js';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, formatRemaining, rateLabel, spokenTime } from './time.js';
import { PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon } from './icons.js';
import './audio.css';

interface Props {
  track: Track;
  className?: string;
}

/**
 * Controls for one episode, driving the site's one audio element (controller.ts). Every control
 * is a native button or range input, so keyboard and screen readers work without extra code.
 */
export function AudioPlayer({ track, className }: Props) {
  const player = usePlayer();
  const active = player.track?.src === track.src;
  const playing = active && player.playing;
  const duration = active && player.duration > 0 ? player.duration : (track.durationSeconds ?? 0);
  // While the reader drags the seek bar, show where they are going, not where playback is.
  const [scrub, setScrub] = useState<number | null>(null);
  const current = scrub ?? (active ? player.currentTime : 0);

  const dragging = useRef(false);
  // A drag seeks once, on release; keys and assistive technology seek at each step.
  const onSeekInput = (e: ChangeEvent<HTMLInputElement>) => {
    const to = Number(e.target.value);
    if (dragging.current) setScrub(to);
    else audioController.seek(track, to);
  };
  const commit = () => {
    dragging.current = false;
    if (scrub !== null) audioController.seek(track, scrub);
    setScrub(null);
  };

  return (
    <div className={['audio-player', className].filter(Boolean).join(' ')} data-state={playing ? 'playing' : 'paused'}>
      <button
        type="button"
        className="audio-player__play"
        onClick={() => audioController.toggle(track)}
        aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="audio-player__timeline">
        <input
          type="range"
          className="audio-player__seek"
          aria-label={`Seek in ${track.title}`}
          min={0}
          max={Math.max(1, Math.ceil(duration))}
          step={1}
          value={Math.floor(current)}
          aria-valuetext={`${spokenTime(current)} of ${spokenTime(duration)}`}
          onChange={onSeekInput}
          onPointerDown={() => (dragging.current = true)}
          onPointerUp={commit}
          onPointerCancel={commit}
        />
        <div className="audio-player__times meta">
          <span className="audio-player__elapsed">
            <span className="visually-hidden">Elapsed </span>
            {formatClock(current)}
          </span>
          <span className="audio-player__remaining">
            <span className="visually-hidden">Remaining </span>
            {formatRemaining(current, duration)}
          </span>
        </div>
      </div>
      <div className="audio-player__controls">
        <button
          type="button"
          className="audio-player__skip"
          onClick={() => audioController.skip(track, -SKIP_BACK_SECONDS)}
          aria-label={`Back ${SKIP_BACK_SECONDS} seconds`}
        >
          <SkipBackIcon />
          <span aria-hidden="true">{SKIP_BACK_SECONDS}</span>
        </button>
        <button
          type="button"
          className="audio-player__skip"
          onClick={() => audioController.skip(track, SKIP_FORWARD_SECONDS)}
          aria-label={`Forward ${SKIP_FORWARD_SECONDS} seconds`}
        >
          <SkipForwardIcon />
          <span aria-hidden="true">{SKIP_FORWARD_SECONDS}</span>
        </button>
        <button
          type="button"
          className="audio-player__rate"
          onClick={() => audioController.cycleRate()}
          aria-label={`Playback speed ${rateLabel(player.rate)}; change speed`}
        >
          {rateLabel(player.rate)}
        </button>
      </div>
      <p className="audio-player__status visually-hidden" role="status">
        {active && player.error ? 'The episode could not be loaded.' : ''}
      </p>
      {active && player.error && (
        <p className="audio-player__error meta" aria-hidden="true">
          The episode could not be loaded. <a href={track.src}>Download it</a> instead.
        </p>
      )}
    </div>
  );
}
