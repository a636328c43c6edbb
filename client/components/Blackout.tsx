import { useEffect, useState, type FormEvent } from 'react';
import { BLACKOUT_ERROR_MS } from '../../shared/constants.js';
import { BLACKOUT, BLACKOUT_ERROR, BLACKOUT_UNAVAILABLE } from '../../shared/messages.js';
import { imageSrcSet, imageUrl } from '../../shared/images.js';
import { signUpForLaunch } from '../api/blackout.js';
import { useFrameData } from '../root-data.js';
// Its stylesheet is imported by client/blackout-screen.tsx, into the entry's.

/** Image widths of the blackout screen. */
export const BLACKOUT_IMAGE_WIDTHS = [500, 1000, 1500] as const;

type Status = 'idle' | 'sending' | 'done';
/** The reader's address was wrong, or we failed (then the address is never blamed). */
type Problem = 'invalid' | 'unavailable';

/**
 * The pre-launch blackout screen: shown instead of the site while its flag is on (off in
 * every environment, and always off in preview). The address is lowercased and posted to
 * /api/blackout, which forwards it to the marketing-forms service and logs its failures. An invalid
 * address shows 'Please enter a valid email' for 4 s; a failure on our side says so.
 */
export function Blackout() {
  const { content } = useFrameData();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const image = content.settings.blackoutImage;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), BLACKOUT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    // Loaded on submit: the blackout is almost never on, and the schema would weigh on every page's JS.
    const { isValidEmail } = await import('../../shared/validation.js');
    if (!isValidEmail(value)) {
      setError('invalid');
      return;
    }
    setStatus('sending');
    const outcome = await signUpForLaunch(value, window.location.href);
    if (outcome === 'done') {
      setStatus('done');
      return;
    }
    setStatus('idle');
    setError(outcome);
  };

  return (
    <main className="blackout" id="main">
      <title>{`${BLACKOUT.title} | ${content.siteName}`}</title>
      {image && (
        <img
          className="blackout__image"
          src={imageUrl(content.images, image, { width: 1000 })}
          srcSet={imageSrcSet(content.images, image, BLACKOUT_IMAGE_WIDTHS)}
          sizes="(max-width: 600px) 100vw, 50vw"
          width={image.metadata.width}
          height={image.metadata.height}
          alt={image.alt ?? ''}
        />
      )}
      <h1 className="blackout__title">{BLACKOUT.title}</h1>
      {status === 'done' ? (
        <p className="blackout__success" role="status">
          {BLACKOUT.success}
        </p>
      ) : (
        <form className="blackout__form" onSubmit={submit} noValidate>
          <label className="visually-hidden" htmlFor="blackout-email">
            Email
          </label>
          <input
            id="blackout-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={BLACKOUT.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error === 'invalid'}
            aria-describedby={error ? 'blackout-error' : undefined}
          />
          <button type="submit" className="button blackout__submit" disabled={status === 'sending'}>
            Submit
          </button>
          {error && (
            <p id="blackout-error" className="blackout__error" role="alert">
              {error === 'invalid' ? BLACKOUT_ERROR : BLACKOUT_UNAVAILABLE}
            </p>
          )}
        </form>
      )}
    </main>
  );
}
