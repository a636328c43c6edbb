/** The browser's client for POST /api/newsletter (server/api/newsletter.ts). */

/** Where the newsletter endpoint listens: POST JSON {email}; 2xx means subscribed. */
export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** Signs `email` up; throws when the endpoint is missing (404), fails or cannot be reached. */
export async function signUpForNewsletter(email: string): Promise<void> {
  const res = await fetch(NEWSLETTER_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
}
