import { useEffect, useRef, useState } from 'react';
import { trackShare, type ShareMethod } from '../../analytics.js';
import { useRouteData } from '../../router/hooks.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { FacebookIcon, XIcon } from '../Icons.js';
import { LinkIcon, MailIcon, PrintIcon } from './shareIcons.js';
import { shareLinks } from './shareLinks.js';
import { stegaFree } from '../../../shared/stega.js';
import { SharedHtml } from '../SharedHtml.js';
import './share.css';

interface Props {
  title: string;
  /** Site path of the page; made absolute against the public origin (PUBLIC_URL). */
  path: string;
  /**
   * The frozen content `title` comes from (an article): given, the server renders the menu once
   * per that object and `path` and keeps its markup (SharedHtml), the same on every render until
   * a reader clicks.
   */
  keptWith?: object;
}

const COPIED_VISIBLE_MS = 3000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: the selection-and-copy fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Share an article: X, Facebook, email, print, copy link. */
export function ShareMenu({ title, path, keptWith }: Props) {
  // The root data carries PUBLIC_URL on the server and, from the hydration data, in the browser:
  // the served links are already absolute (a reader may share before the script runs), and the
  // hydrated ones are the same. Only without it (a misconfigured embed) does the browser's own
  // origin stand in, after hydration so that both renders still agree.
  const publicUrl = (useRouteData('root') as FrameData | undefined)?.publicUrl;
  const [browserOrigin, setBrowserOrigin] = useState('');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!publicUrl) setBrowserOrigin(window.location.origin);
  }, [publicUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const url = publicUrl ? absoluteUrl(publicUrl, path) : browserOrigin + path;
  // Preview's edit links (stega) stay out of the shared text (shared/stega.ts).
  const links = shareLinks({ url, title: stegaFree(title) });
  const track = (method: ShareMethod) => trackShare(method, path);
  const onCopy = () => {
    track('copy');
    copyText(publicUrl ? url : window.location.origin + path).then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_VISIBLE_MS);
  };

  // Kept on the server per `keptWith` (SharedHtml): nothing clicked and no browser origin there.
  return (
    <SharedHtml as="div" className="share no-print" role="group" aria-label="Share this article" data={keptWith} memoKey={path} readsFrame>
      <span className="share__label">Share</span>
      <a className="share__item" href={links.x} target="_blank" rel="noopener noreferrer" onClick={() => track('x')}>
        <XIcon />
        <span className="visually-hidden">Share on X (opens in a new tab)</span>
      </a>
      <a className="share__item" href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={() => track('facebook')}>
        <FacebookIcon />
        <span className="visually-hidden">Share on Facebook (opens in a new tab)</span>
      </a>
      <a className="share__item" href={links.email} onClick={() => track('email')}>
        <MailIcon />
        <span className="visually-hidden">Share by email</span>
      </a>
      <button
        type="button"
        className="share__item"
        onClick={() => {
          track('print');
          window.print();
        }}
      >
        <PrintIcon />
        <span className="visually-hidden">Print</span>
      </button>
      <button type="button" className="share__item" onClick={onCopy}>
        <LinkIcon />
        <span className="visually-hidden">Copy link</span>
      </button>
      <span className={copied ? 'share__copied share__copied--visible' : 'share__copied'} role="status">
        {copied === 'ok' ? 'Link copied' : copied === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </SharedHtml>
  );
}
