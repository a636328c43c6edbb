/**
 * The reply email (docs/features/comments.md#reply-emails) as React Email components, in the
 * newsletter email's colours and serif (server/newsletters/email/template.tsx): who replied, the
 * member's own comment and the reply, a button to the reply in its thread, and the link to /account
 * that turns these emails off. The comments are plain text: React escapes them, `pre-wrap` keeps
 * their line breaks. The text/plain part is written out here too, not derived from the HTML.
 * Loaded by server/comments/notify.ts at the first reply it mails.
 */
import type { CSSProperties } from 'react';
// Each component from its own package, as the newsletter template does (no barrel in the bundle).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { COMMENT_REPLY_EMAIL as M } from '../../shared/comment-mail-messages.js';
import type { MailContent } from '../mail/templates.js';
import { EMAIL_COLOURS, EMAIL_FONTS, EMAIL_SHARED_STYLES } from '../mail/email-style.js';

const { ink: INK, muted: MUTED, rule: RULE, paper: PAPER, backdrop: BACKDROP, panel: PANEL } = EMAIL_COLOURS;
const { serif: SERIF, sans: SANS } = EMAIL_FONTS;

const s = {
  ...EMAIL_SHARED_STYLES,
  body: { backgroundColor: BACKDROP, margin: 0, padding: '24px 0', fontFamily: SERIF, color: INK },
  container: { maxWidth: '600px', width: '100%', backgroundColor: PAPER },
  masthead: { padding: '20px 24px 16px', borderBottom: `1px solid ${RULE}` },
  siteName: { margin: 0, fontFamily: SERIF, fontSize: '24px', lineHeight: '1.2', fontWeight: 700, color: INK, textDecoration: 'none' },
  main: { padding: '16px 24px 8px' },
  intro: { margin: '0 0 18px', fontFamily: SERIF, fontSize: '18px', lineHeight: '1.5', color: INK },
  label: { margin: '0 0 6px', fontFamily: SANS, fontSize: '13px', lineHeight: '1.4', fontWeight: 700, color: MUTED },
  quote: { margin: '0 0 18px', padding: '0 0 0 14px', borderLeft: `3px solid ${RULE}`, fontFamily: SERIF, fontSize: '16px', lineHeight: '1.5', color: MUTED, whiteSpace: 'pre-wrap' },
  reply: { margin: '0 0 22px', padding: '14px 16px', backgroundColor: PANEL, fontFamily: SERIF, fontSize: '18px', lineHeight: '1.5', color: INK, whiteSpace: 'pre-wrap' },
  footer: { padding: '8px 24px 28px' },
  hr: { borderColor: RULE, margin: '16px 0' },
} satisfies Record<string, CSSProperties>;

export interface ReplyEmailProps {
  siteName: string;
  /** The site's home (PUBLIC_URL). */
  homeUrl: string;
  /** The reply's author as the thread shows them ('' for a deleted account). */
  replyAuthorName: string;
  /** The story's title, when it could be found. */
  storyTitle?: string;
  /** The member's own comment (shortened) and the reply (shortened), plain text. */
  parentBody: string;
  replyBody: string;
  /** The reply in its thread: the story's address with `#comment-<id>`. */
  commentUrl: string;
  /** /account, where the switch turns these emails off. */
  settingsUrl: string;
}

/** The name as one line (a subject header and a sentence), or 'Someone'. */
const nameOf = (props: ReplyEmailProps) => props.replyAuthorName.replace(/\s+/g, ' ').trim() || M.someone;

export function ReplyEmail(props: ReplyEmailProps) {
  const who = nameOf(props);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{M.subject(who, props.storyTitle)}</title>
      </Head>
      <Preview>{M.preview(who)}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.masthead}>
            <Link href={props.homeUrl} style={s.siteName}>
              {props.siteName}
            </Link>
          </Section>
          <Section style={s.main}>
            <Text style={s.intro}>{M.intro(who, props.storyTitle, props.siteName)}</Text>
            <Text style={s.label}>{M.yourComment}</Text>
            <Text style={s.quote}>{props.parentBody}</Text>
            <Text style={s.label}>{M.theirReply(who)}</Text>
            <Text style={s.reply}>{props.replyBody}</Text>
            <Button href={props.commentUrl} style={s.button}>
              {M.open}
            </Button>
          </Section>
          <Section style={s.footer}>
            <Hr style={s.hr} />
            <Text style={s.footerText}>{M.why}</Text>
            <Text style={s.footerText}>
              <Link href={props.settingsUrl} style={s.footerLink}>
                {M.turnOff}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same words, each link written out. */
export function replyEmailText(props: ReplyEmailProps): string {
  const who = nameOf(props);
  const quote = (body: string) => body.split('\n').map((line) => `> ${line}`).join('\n');
  return [
    M.intro(who, props.storyTitle, props.siteName),
    `${M.yourComment}:\n${quote(props.parentBody)}`,
    `${M.theirReply(who)}:\n${quote(props.replyBody)}`,
    `${M.open}: ${props.commentUrl}`,
    `--\n${M.why}\n${M.turnOffText} ${props.settingsUrl}\n`,
  ].join('\n\n');
}

export async function renderReplyEmail(props: ReplyEmailProps): Promise<MailContent> {
  const who = nameOf(props);
  return {
    subject: M.subject(who, props.storyTitle),
    html: await render(<ReplyEmail {...props} />),
    text: replyEmailText(props),
  };
}
