/** The browser's client for /api/offers/* (shared/offers.ts), through the billing client's call. */
import { OFFER_API, type OfferCheckoutRequest } from '../../shared/offers.js';
import { post } from './billing.js';

/** The Stripe Checkout page for an offer and a tier. */
export const startOfferCheckout = (body: OfferCheckoutRequest) => post(OFFER_API.checkout, body);
