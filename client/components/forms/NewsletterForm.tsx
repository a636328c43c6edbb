import { useState, type FormEvent } from 'react';
import { NEWSLETTER, VALIDATION } from '../../../shared/messages.js';
import { trackNewsletterSignup } from '../../analytics.js';
import { signUpForNewsletter } from '../../api/newsletter.js';
import { TextField } from './TextField.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail } from '../../../shared/validation.js';

type Status = 'idle' | 'sending' | 'done';

interface Props {
  siteName: string;
  /** Label of the submit button. */
  submitLabel?: string;
}

/** Email sign-up: validates, posts {email}, then shows the success texts of shared/messages.ts. */
export function NewsletterForm({ siteName, submitLabel = 'Sign up' }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('idle');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === 'sending') return;
    const value = email.trim().toLowerCase();
    if (!isValidEmail(value)) {
      setError(VALIDATION.newsletterInvalid);
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      await signUpForNewsletter(value);
      setStatus('done');
      trackNewsletterSignup();
    } catch {
      // A missing endpoint (404), a server error or no network: the reader can simply try again.
      setStatus('idle');
      setError(VALIDATION.newsletterWidgetInvalid);
    }
  };

  if (status === 'done') {
    return (
      <div className="newsletter-form newsletter-form--done" role="status">
        <p className="newsletter-form__success">{NEWSLETTER.success(siteName)}</p>
        <p>{NEWSLETTER.checkInbox}</p>
        <p className="meta">{NEWSLETTER.subscribed}</p>
      </div>
    );
  }

  return (
    // noValidate: our own message (from the API's schema) replaces the browser's bubble; pattern and type still describe the field.
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        pattern={EMAIL_PATTERN}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        placeholder="you@example.com"
      />
      <button type="submit" className="button newsletter-form__submit" disabled={status === 'sending'} aria-busy={status === 'sending'}>
        {status === 'sending' ? 'Signing up…' : submitLabel}
      </button>
    </form>
  );
}
