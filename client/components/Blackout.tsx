import { useEffect, useState, type FormEvent } from 'react';
import { BLACKOUT_ERROR_MS } from '../../shared/constants.js';
import { BLACKOUT, BLACKOUT_ERROR } from '../../shared/messages.js';
import { imageSrcSet, imageUrl } from '../../shared/images.js';
import { useFrameData } from '../root-data.js';
import { isValidEmail } from './forms/email.js';
import './blackout.css';

/** Image widths of the blackout screen (spec §2). */
export const BLACKOUT_IMAGE_WIDTHS = [500, 1000, 1500] as const;

/** The marketing-forms body of spec §7. */
export function blackoutFormBody(email: string, pageUri: string) {
  return { fields: [{ name: 'email', value: email }], context: { pageUri } };
}

type Status = 'idle' | 'sending' | 'done';

/**
 * The pre-launch blackout screen (spec §2): shown instead of the site while its flag is on (off in
 * every environment, and always off in preview). The address is lowercased; any failure shows
 * 'Please enter a valid email' for 4 s; the provider's response is ignored.
 */
export function Blackout() {
  const { content, formsEndpoint } = useFrameData();
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const image = content.settings.blackoutImage;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(false), BLACKOUT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!isValidEmail(value) || !formsEndpoint) {
      setError(true);
      return;
    }
    setStatus('sending');
    try {
      await fetch(formsEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(blackoutFormBody(value, window.location.href)),
      });
      setStatus('done');
    } catch {
      setStatus('idle');
      setError(true);
    }
  };

  return (
    <main className="blackout" id="main">
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
            aria-invalid={error}
            aria-describedby={error ? 'blackout-error' : undefined}
          />
          <button type="submit" className="button" disabled={status === 'sending'}>
            Submit
          </button>
          {error && (
            <p id="blackout-error" className="blackout__error" role="alert">
              {BLACKOUT_ERROR}
            </p>
          )}
        </form>
      )}
    </main>
  );
}
