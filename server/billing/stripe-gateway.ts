/**
 * The one file that imports the Stripe SDK as code (elsewhere only its types): the one API client,
 * built from the config once by the composition root (server/services.ts) and passed to whatever
 * calls Stripe (billing, gifts); the one mapping of Stripe's errors (callStripe); and the webhook's
 * signature check, with the SDK's key-free `Stripe.webhooks` (webhooks need no client).
 * STRIPE_API_URL points the client elsewhere (tests: a local fake) through the SDK's own
 * host/port/protocol options.
 */
import Stripe from 'stripe';
import type { Config } from '../config.js';
import { UpstreamError } from '../domain-errors.js';

export type StripeClientConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>;

/** Null when STRIPE_SECRET_KEY is not set: billing then answers 503 and /subscribe keeps its embeds. */
export function createStripeClient(config: StripeClientConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...apiLocation(config.STRIPE_API_URL),
    // A reader waits on checkout: fail within seconds rather than hang the button.
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Colophon' },
  });
}

function apiLocation(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Runs a call to Stripe; Stripe saying no or out of reach becomes an UpstreamError carrying
 * `message` (what the reader is told: try again later), with Stripe's own error as its cause.
 * Anything else (a bug of ours) passes through as it is.
 */
export async function callStripe<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw new UpstreamError('billing-unavailable', message, err);
    throw err;
  }
}

/**
 * Checks a webhook's `Stripe-Signature` over its raw body with the endpoint's secret, and returns the
 * event; throws when the signature is missing, wrong, or older than `toleranceSeconds`.
 */
export function verifyStripeEvent(body: Buffer, signature: string, secret: string, toleranceSeconds: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(body, signature, secret, toleranceSeconds);
}
