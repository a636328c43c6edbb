'use client';
/** The share bar, as Colophon's (client/components/content/Share.tsx): print and copy need the browser. */
import { useState } from 'react';
import { FacebookIcon, LinkIcon, MailIcon, PrintIcon, XIcon } from './icons.jsx';

export default function Share({ url, title }) {
  const [copied, setCopied] = useState('');
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return (
    <div className="share no-print" role="group" aria-label="Share this article">
      <span className="share__label">Share</span>
      <a className="share__item" href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`} target="_blank" rel="noopener noreferrer">
        <XIcon />
        <span className="visually-hidden">Share on X (opens in a new tab)</span>
      </a>
      <a className="share__item" href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer">
        <FacebookIcon />
        <span className="visually-hidden">Share on Facebook (opens in a new tab)</span>
      </a>
      <a className="share__item" href={`mailto:?subject=${t}&body=${u}`}>
        <MailIcon />
        <span className="visually-hidden">Share by email</span>
      </a>
      <button type="button" className="share__item" onClick={() => window.print()}>
        <PrintIcon />
        <span className="visually-hidden">Print</span>
      </button>
      <button type="button" className="share__item" onClick={() => navigator.clipboard.writeText(url).then(() => setCopied('Link copied'))}>
        <LinkIcon />
        <span className="visually-hidden">Copy link</span>
      </button>
      <span className="share__copied" role="status">
        {copied}
      </span>
    </div>
  );
}
