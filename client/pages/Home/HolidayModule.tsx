import { Link } from '../../components/Link.js';
import type { HolidaySummary } from '../../../shared/content/summaries.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { formatDate } from '../../components/content/format.js';

/** The front page's holiday: its illustration, dates and a link to the holiday page. */
export function HolidayModule({ holiday }: { holiday: HolidaySummary }) {
  const art = holiday.banner ?? holiday.heroIllustration;
  const start = formatDate(holiday.startDate);
  const end = formatDate(holiday.endDate);
  return (
    <section className="home-holiday" aria-labelledby="home-holiday-title">
      {art && (
        <Link to={holiday.url} className="home-holiday__art" tabIndex={-1} aria-hidden="true">
          <LazyImage image={art} aspectRatio={16 / 9} sizes="(min-width: 900px) 50vw, 100vw" maxWidth={900} decorative />
        </Link>
      )}
      <div className="home-holiday__text">
        <p className="kicker">Holiday</p>
        <h2 className="home-holiday__title" id="home-holiday-title">
          <Link to={holiday.url}>{holiday.title}</Link>
        </h2>
        {start && (
          <p className="meta">
            <time dateTime={holiday.startDate}>{start}</time>
            {end && end !== start && (
              <>
                {' – '}
                <time dateTime={holiday.endDate}>{end}</time>
              </>
            )}
          </p>
        )}
        {holiday.briefDescription && <p className="home-holiday__brief">{holiday.briefDescription}</p>}
        <Link to={holiday.url} className="button button--secondary">
          {`Explore ${holiday.title}`}
        </Link>
      </div>
    </section>
  );
}
