import { useEffect, useMemo, useState } from 'react';
import { GEOLOCATION_ASK, GEOLOCATION_ERROR } from '../../../shared/messages.js';
import { countdownParts, countdownPhrase, holidayPhase, noSundownMessage } from './countdown.js';
import { holidayWindow, noSundownOn, previousDay } from './sundown.js';
import { useGeolocation } from './useGeolocation.js';
import { useHolidayCity } from './useHolidayCity.js';
import { CityPicker } from './CityPicker.js';
import './countdown.css';

interface Props {
  title: string;
  /** 'YYYY-MM-DD': the first day; the holiday begins at sundown the evening before. */
  startDate: string;
  endDate: string;
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
/** In the reader's own time zone: only ever rendered after hydration, so it cannot mismatch. */
const LOCAL_TIME = new Intl.DateTimeFormat('en-US', TIME_OPTIONS);

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Countdown to sundown where the reader is. The server and the first client render show
 * the same invitation in a box of fixed height; the position is asked for when the reader presses
 * the button (or at once if they allowed it before); clock and ticking start after that, so
 * nothing shifts and nothing mismatches. Without a position the reader can pick a city instead
 * (remembered, read after mount); its times are shown in that city's clock.
 */
export function HolidayCountdown({ title, startDate, endDate }: Props) {
  const { geo, locate } = useGeolocation();
  const { city, choose, forget } = useHolidayCity();
  // A chosen city is the reader's own choice: it wins over a position found without asking.
  const times = useMemo(() => {
    if (city) return holidayWindow(startDate, endDate, city.lat, city.lng);
    return geo.status === 'located' ? holidayWindow(startDate, endDate, geo.lat, geo.lng) : null;
  }, [city, geo, startDate, endDate]);
  const clock = useMemo(() => (city ? new Intl.DateTimeFormat('en-US', { ...TIME_OPTIONS, timeZone: city.timeZone }) : LOCAL_TIME), [city]);
  const where = city ? `in ${city.name}` : 'where you are';
  const backToPosition = () => {
    forget();
    locate();
  };
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!times) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [times]);

  let content;
  if (city && !times) {
    content = (
      <>
        <p className="countdown__message">We cannot tell when {title} begins {where}.</p>
        <CityPicker city={city} onChoose={choose} onUseLocation={backToPosition} />
      </>
    );
  } else if (!city && geo.status === 'denied') {
    content = (
      <>
        <p className="countdown__message">{GEOLOCATION_ERROR}</p>
        <CityPicker city={null} onChoose={choose} />
      </>
    );
  } else if (!city && geo.status === 'located' && !times) {
    const eve = previousDay(startDate);
    const why = eve === null ? null : noSundownOn(eve, geo.lat, geo.lng);
    content = (
      <p className="countdown__message">
        {eve !== null && why !== null ? noSundownMessage(title, eve, why) : `We cannot tell when ${title} begins where you are.`}
      </p>
    );
  } else if (!city && geo.status === 'idle') {
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
    content = <p className="countdown__message countdown__message--muted">Finding sundown {where}…</p>;
  } else {
    const phase = holidayPhase(times.start.getTime(), times.end?.getTime() ?? null, now);
    const parts = countdownParts(times.start.getTime(), now);
    const shown =
      phase === 'upcoming' ? (
        <>
          <p className="countdown__lead">
            {title} begins at sundown{city ? ` in ${city.name}` : ''},{' '}
            <time dateTime={times.start.toISOString()} className="countdown__at">
              {clock.format(times.start)}
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
            ? `${title} is under way${city ? ` in ${city.name}` : ''}.${times.end ? ` It ends at nightfall, ${clock.format(times.end)}.` : ''}`
            : `${title} has ended for this year.`}
        </p>
      );
    content = (
      <>
        {shown}
        {city && <CityPicker city={city} onChoose={choose} onUseLocation={backToPosition} />}
      </>
    );
  }

  return (
    <section className="countdown" aria-label={`Countdown to ${title}`} data-status={city ? 'city' : geo.status}>
      {content}
    </section>
  );
}
