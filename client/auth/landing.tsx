import type { ReactNode } from 'react';
import { useSiteName } from '../root-data.js';
import '../components/AccountPopup/auth-landing.css';

/**
 * The frame of the pages emailed links land on. Their URLs carry a token: nothing indexes them and
 * no referrer takes it to another host.
 */
export function LandingPage({ title, children }: { title: string; children: ReactNode }) {
  const siteName = useSiteName();
  return (
    <section className="container auth-landing" aria-labelledby="auth-landing-title">
      <>
        <title>{`${title} | ${siteName}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
      </>
      <h1 id="auth-landing-title">{title}</h1>
      {children}
    </section>
  );
}

/** The status line and the error line of a landing page. */
export function LandingStatus({ status, error }: { status?: string; error?: string }) {
  return (
    <>
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="auth-landing__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
