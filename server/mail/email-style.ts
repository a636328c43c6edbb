/**
 * The look every designed email shares (the newsletter, server/newsletters/email/template.tsx, and
 * the reply email, server/comments/reply-email.tsx): the site's light palette and type as inline
 * styles for email clients, and the parts both draw alike (the button, the footer).
 */
import type { CSSProperties } from 'react';

export const EMAIL_COLOURS = {
  ink: '#14120f',
  muted: '#5b5650',
  rule: '#dcd6cc',
  accent: '#b3161b',
  paper: '#ffffff',
  backdrop: '#f6f1e7',
  panel: '#faf8f4',
} as const;

export const EMAIL_FONTS = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

const { ink: INK, muted: MUTED } = EMAIL_COLOURS;

/** Styles both emails use as they are. */
export const EMAIL_SHARED_STYLES = {
  button: { backgroundColor: INK, color: '#ffffff', fontFamily: EMAIL_FONTS.sans, fontSize: '16px', fontWeight: 700, lineHeight: '1', borderRadius: '999px', padding: '14px 22px', textDecoration: 'none' },
  footerText: { margin: '0 0 10px', fontFamily: EMAIL_FONTS.sans, fontSize: '13px', lineHeight: '1.5', color: MUTED },
  footerLink: { color: INK, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
