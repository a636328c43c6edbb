import { useEffect, useMemo, useState } from 'react';
import { GEOLOCATION_ASK, GEOLOCATION_ERROR } from '../../../shared/messages.js';
import { countdownParts, countdownPhrase, holidayPhase, noSundownMessage } from './countdown.js';
import { holidayWindow, noSundownOn, previousDay } from './sundown.js';
import { useGeolocation } from './useGeolocation.js';
import './countdown.css';

interface Props {
  title: string;
  /** 'YYYY-MM-DD': the first day; the holiday begins at sundown the evening before. */
  startDate: string;
  endDate: string;
}

/** In the reader's own time zone: only ever rendered after hydration, so it cannot mismatch. */
const LOCAL_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Countdown to sundown where the reader is. The server and the first client render show
 * the same invitation in a box of fixed height; the position is asked for when the reader presses
 * the button (or at once if they allowed it before); clock and ticking start after that, so
 * nothing shifts and nothing mismatches.
 */
export function HolidayCountdown({ title, startDate, endDate }: Props) {
  const { geo, locate } = useGeolocation();
  const times = useMemo(
    () => (geo.status === 'located' ? holidayWindow(startDate, endDate, geo.lat, geo.lng) : null),
    [geo, startDate, endDate],
  );
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!times) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [times]);

  let content;
  if (geo.status === 'denied') {
    content = <p className="countdown__message">{GEOLOCATION_ERROR}</p>;
  } else if (geo.status === 'located' && !times) {
    const eve = previousDay(startDate);
    const why = eve === null ? null : noSundownOn(eve, geo.lat, geo.lng);
    content = (
      <p className="countdown__message">
        {eve !== null && why !== null ? noSundownMessage(title, eve, why) : `We cannot tell when ${title} begins where you are.`}
      </p>
    );
  } else if (geo.status === 'idle') {
    content = (
      <>
        <p className="countdown__message">See when {title} begins at sundown where you are.</p>
        <p>
          <button type="button" className="button button--small countdown__locate" onClick={locate}>
            {GEOLOCATION_ASK}
          </button>
        </p>
      </>
    );
  } else if (!times || now === null) {
    content = <p className="countdown__message countdown__message--muted">Finding sundown where you are…</p>;
  } else {
    const phase = holidayPhase(times.start.getTime(), times.end?.getTime() ?? null, now);
    const parts = countdownParts(times.start.getTime(), now);
    content =
      phase === 'upcoming' ? (
        <>
          <p className="countdown__lead">
            {title} begins at sundown,{' '}
            <time dateTime={times.start.toISOString()} className="countdown__at">
              {LOCAL_TIME.format(times.start)}
            </time>
          </p>
          <div className="countdown__clock" aria-hidden="true">
            {UNITS.map((unit) => (
              <span key={unit} className="countdown__unit">
                <span className="countdown__value">{String(parts[unit]).padStart(2, '0')}</span>
                <span className="countdown__label">{unit}</span>
              </span>
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {title} begins in {countdownPhrase(parts)}.
          </p>
        </>
      ) : (
        <p className="countdown__message">
          {phase === 'underway'
            ? `${title} is under way.${times.end ? ` It ends at nightfall, ${LOCAL_TIME.format(times.end)}.` : ''}`
            : `${title} has ended for this year.`}
        </p>
      );
  }

  return (
    <section className="countdown" aria-label={`Countdown to ${title}`} data-status={geo.status}>
      {content}
    </section>
  );
}
