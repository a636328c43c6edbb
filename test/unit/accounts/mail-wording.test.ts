/** Issue 32: a site name that starts with 'The' reads right in the account emails ('your The Colophon password' did not). */
import { magicLinkMail, noAccountMail, passwordResetMail } from '../../../server/mail/templates.js';

const all = (m: { subject: string; text: string; html: string }) => `${m.subject}\n${m.text}\n${m.html}`;

describe.each(['The Colophon', 'Sheet'])('account emails for %s', (name) => {
  it('the password reset says "Reset your password for <name>"', () => {
    const m = passwordResetMail(name, 'https://x/auth/reset?token=t');
    expect(m.subject).toBe(`Reset your password for ${name}`);
    expect(m.text).toContain(`choose a new password for your account at ${name}.`);
  });

  it('no email puts an article before the name', () => {
    for (const m of [passwordResetMail(name, 'https://x/r'), noAccountMail(name, 'https://x/'), magicLinkMail(name, 'https://x/m')]) {
      expect(all(m)).not.toMatch(/\b(?:your|a|an|the) The\b/);
      expect(all(m)).not.toMatch(new RegExp(`\\b(?:your|a) ${name}\\b`));
    }
  });
});
