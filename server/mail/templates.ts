/** The emails the accounts service sends, each with a plain-text and an HTML body. */
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';
import { GIFT_REMINDER } from '../../shared/offer-messages.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function html(siteName: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#111;color:#fff;` +
      `padding:12px 20px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>\n` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ` +
      `<br>${escapeHtml(action.href)}</p>`
    : '';
  return (
    `<!doctype html><html><body style="font-family:Georgia,serif;font-size:16px;color:#111;max-width:560px">\n` +
    `<h1 style="font-size:22px">${escapeHtml(siteName)}</h1>\n${body}\n${button}\n</body></html>`
  );
}

export function magicLinkMail(siteName: string, link: string): MailContent {
  const lines = [
    `Click the link below to log in to ${siteName} Premium. The link works once and expires in 15 minutes.`,
    `If you did not ask for it, you can ignore this email.`,
  ];
  return {
    // 'Your The Colophon login link' reads wrong when the name carries its own article.
    subject: `${siteName}: your login link`,
    text: `${lines[0]}\n\n${link}\n\n${lines[1]}\n\n${siteName}\n`,
    html: html(siteName, lines, { label: 'Log in', href: link }),
  };
}

export function passwordResetMail(siteName: string, link: string): MailContent {
  const lines = [
    `Click the link below to choose a new password for your account at ${siteName}. ` +
      `The link works once and expires in 15 minutes.`,
    `If you did not ask to reset your password, you can ignore this email: your password stays the same.`,
  ];
  return {
    // 'your [name] password' reads 'your The Colophon password': the name goes last, whatever it starts with.
    subject: `Reset your password for ${siteName}`,
    text: `${lines[0]}\n\n${link}\n\n${lines[1]}\n\n${siteName}\n`,
    html: html(siteName, lines, { label: 'Reset password', href: link }),
  };
}

/** Sent instead of a reset link when the address has no account, so the answer reveals nothing. */
export function noAccountMail(siteName: string, siteUrl: string): MailContent {
  const lines = [
    `Someone asked to reset the password of an account at ${siteName} for this email address, ` +
      `but there is no account for it.`,
    `If it was you, you can create an account or log in with a magic link at ${siteName}. ` +
      `Otherwise you can ignore this email.`,
  ];
  return {
    subject: `${siteName}: your password reset request`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${siteUrl}\n`,
    html: html(siteName, lines, { label: `Go to ${siteName}`, href: siteUrl }),
  };
}

export interface GiftMailInput {
  /** Who gives it, as they wrote their name. */
  from: string;
  months: number;
  /** The buyer's message, possibly empty. */
  message: string;
  /** The redemption link, with the code. */
  link: string;
}

/** To the recipient of a gift subscription: who it is from, their message, and the link that redeems it. */
export function giftMail(siteName: string, { from, months, message, link }: GiftMailInput): MailContent {
  const lines = [
    `${from} has given you ${months} months of ${siteName} Premium.`,
    ...(message.trim() ? [`Their message: “${message.trim()}”`] : []),
    `Click the link below, then log in or create an account with any email address, to start your ${months} months. ` +
      `The link works once; keep it to yourself.`,
  ];
  return {
    subject: `${from} has given you ${siteName} Premium`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${siteName}\n`,
    html: html(siteName, lines, { label: 'Redeem your gift', href: link }),
  };
}

/** Double opt-in of a newsletter sign-up: the link opens a page that asks for a click (server/newsletters/router.ts). */
export function newsletterConfirmMail(siteName: string, link: string): MailContent {
  const lines = [NEWSLETTERS.mailBody(siteName), NEWSLETTERS.mailIgnore];
  return {
    subject: NEWSLETTERS.mailSubject(siteName),
    text: `${lines[0]}\n\n${link}\n\n${lines[1]}\n\n${siteName}\n`,
    html: html(siteName, lines, { label: NEWSLETTERS.confirmButton, href: link }),
  };
}

export interface GiftReminderMailInput {
  /** The day the gift ends, as the reader reads it. */
  endsOn: string;
  /** Where to keep reading as a paying member (the subscribe page). */
  link: string;
}

/** A week before a gift subscription ends (server/gifts/reminders.ts): when, and how to keep reading. */
export function giftReminderMail(siteName: string, { endsOn, link }: GiftReminderMailInput): MailContent {
  const lines = [GIFT_REMINDER.body(siteName, endsOn), GIFT_REMINDER.keepReading];
  return {
    subject: GIFT_REMINDER.subject(siteName),
    text: `${lines.join('\n\n')}\n\n${link}\n\n${siteName}\n`,
    html: html(siteName, lines, { label: GIFT_REMINDER.button, href: link }),
  };
}
