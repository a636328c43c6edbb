/**
 * The one Stripe API client, built from the config once, when createSiteRouters (server/routers.ts)
 * wires the routers, and passed to whatever calls Stripe (the checkout and portal service). Webhooks
 * need no client: webhook-router.ts checks signatures with the SDK's key-free `Stripe.webhooks`. STRIPE_API_URL points it elsewhere (tests: a local fake) through the SDK's own
 * host/port/protocol options.
 */
import Stripe from 'stripe';
import type { Config } from '../config.js';

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
