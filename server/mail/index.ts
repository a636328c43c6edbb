/** The accounts mailer: renders a message and hands it to the transport, mapping failures to 502. */
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { MailSendError } from '../domain-errors.js';
import { giftMail, giftReminderMail, magicLinkMail, newsletterConfirmMail, noAccountMail, passwordResetMail, type GiftMailInput, type GiftReminderMailInput, type MailContent } from './templates.js';
import { createMailTransport } from './transport.js';

export const DEFAULT_SITE_NAME = 'The Colophon';

export interface Mailer {
  sendMagicLink(to: string, link: string): Promise<void>;
  sendPasswordReset(to: string, link: string): Promise<void>;
  sendNoAccount(to: string, siteUrl: string): Promise<void>;
  /** A gift subscription's redemption link, to its recipient. */
  sendGift(to: string, gift: GiftMailInput): Promise<void>;
  /** A week before a redeemed gift ends: its end and the link to keep reading (server/gifts/reminders.ts). */
  sendGiftReminder(to: string, reminder: GiftReminderMailInput): Promise<void>;
  /** A newsletter sign-up's confirmation link (double opt-in), to the address that signed up. */
  sendNewsletterConfirmation(to: string, link: string): Promise<void>;
  /** Someone replied to the member's comment: the email server/comments/notify.ts rendered. */
  sendCommentReply(to: string, mail: MailContent): Promise<void>;
  close(): void;
}

export interface MailerDeps {
  config: { SMTP_URL?: string; MAIL_FROM: string; dataDir: string };
  logger: Logger;
  /** The content service's siteName (spec: '[product]'). */
  siteName?: string;
  /** Tests inject a transporter; by default it follows the configuration. */
  transporter?: Transporter;
}

export function createMailer({ config, logger, siteName = DEFAULT_SITE_NAME, transporter }: MailerDeps): Mailer {
  const transport = transporter ?? createMailTransport(config, logger);
  const send = async (to: string, content: MailContent) => {
    try {
      await transport.sendMail({ from: config.MAIL_FROM, to, ...content });
    } catch (err) {
      logger.error({ err, to, subject: content.subject }, 'sending mail failed');
      throw new MailSendError(err);
    }
  };
  return {
    sendMagicLink: (to, link) => send(to, magicLinkMail(siteName, link)),
    sendPasswordReset: (to, link) => send(to, passwordResetMail(siteName, link)),
    sendNoAccount: (to, siteUrl) => send(to, noAccountMail(siteName, siteUrl)),
    sendGift: (to, gift) => send(to, giftMail(siteName, gift)),
    sendGiftReminder: (to, reminder) => send(to, giftReminderMail(siteName, reminder)),
    sendNewsletterConfirmation: (to, link) => send(to, newsletterConfirmMail(siteName, link)),
    sendCommentReply: (to, mail) => send(to, mail),
    close: () => transport.close(),
  };
}

export { createMailTransport, createOutboxTransport } from './transport.js';
