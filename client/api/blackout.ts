/** The browser's client for POST /api/blackout (server/api/blackout.ts): the pre-launch screen's sign-up. */

/** Signed up, the address was refused (the server's 400), or we failed (any other answer, or no network). */
export type BlackoutSignUp = 'done' | 'invalid' | 'unavailable';

/** Posts the reader's address and the page it was given on; never throws. */
export async function signUpForLaunch(email: string, pageUri: string): Promise<BlackoutSignUp> {
  try {
    const res = await fetch('/api/blackout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email, pageUri }),
    });
    if (res.ok) return 'done';
    // Only the server's 400 is about the address; anything else is ours.
    return res.status === 400 ? 'invalid' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
