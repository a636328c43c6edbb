/**
 * What the account flows keep in local storage: the user, the address a magic
 * link was sent to, and the day of the last subscription check. Storage can be missing (server
 * render) or refuse access (privacy modes): then nothing is kept and nothing breaks.
 */
import type { User } from './authSlice.js';

export const STORAGE_KEYS = {
  user: 'colophon.user',
  magicLinkEmail: 'colophon.magicLinkEmail',
  subscriptionCheckedOn: 'colophon.subscriptionCheckedOn',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the reader simply stays signed in for this page load only.
  }
}

const optionalString = (v: unknown) => v === undefined || typeof v === 'string';

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return typeof u.isPremium === 'boolean' && ['id', 'email', 'firstName', 'lastName'].every((k) => optionalString(u[k]));
}

/** The stored user, or null when there is none or it is not a user (edited by hand, older format). */
export function loadUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveUser(user: User | null): void {
  write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
}

export function loadMagicLinkEmail(): string | null {
  return read(STORAGE_KEYS.magicLinkEmail);
}

export function saveMagicLinkEmail(email: string | null): void {
  write(STORAGE_KEYS.magicLinkEmail, email);
}

export function loadSubscriptionCheckedOn(): string | null {
  return read(STORAGE_KEYS.subscriptionCheckedOn);
}

export function saveSubscriptionCheckedOn(day: string): void {
  write(STORAGE_KEYS.subscriptionCheckedOn, day);
}
