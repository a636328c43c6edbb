/**
 * The defaults of the newsletter sender's settings (NEWSLETTER_RATE, NEWSLETTER_BATCH_SIZE,
 * NEWSLETTER_SMTP_CONNECTIONS), apart from the sender so server/config.ts reads them without loading it.
 */
export const SENDING_DEFAULTS = {
  /**
   * Messages a second one server process sends: 100,000 addresses in about 35 minutes, below what
   * mail providers allow a new sender, and leaving the process's time to readers' pages
   * (bench/README.md, "Newsletter send"). 0: no limit but the mail server's.
   */
  rate: 50,
  /** Addresses per queue job: a job is the unit one replica takes, and a crash sends again at most its messages in flight. */
  batchSize: 100,
  /** SMTP connections of the pool (nodemailer's default): the messages in flight at once, so the most a SIGKILL can send twice. */
  connections: 5,
} as const;
