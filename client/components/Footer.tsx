import { useLocation } from 'react-router';
import { FOOTER } from '../../shared/messages.js';
import { footerVariantForPath, isRecentArticlesBlockHidden } from '../../shared/theme.js';
import { useFrameData } from '../root-data.js';
import { usePageStatus } from '../usePageStatus.js';
import { FacebookIcon, InstagramIcon, XIcon } from './Icons.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';

/** The site footer with its theme variants and the 'recent articles by section' block. */
export function Footer() {
  const status = usePageStatus();
  const { content, flags } = useFrameData();
  const { pathname } = useLocation();
  const variant = footerVariantForPath(pathname);
  const social = content.settings.social ?? {};
  const showRecent = flags.footerRecentArticles && !isRecentArticlesBlockHidden(pathname, status);
  const classes = [
    'footer',
    `footer--${variant.theme}`,
    variant.noBorder && 'footer--no-border',
    variant.noMaxWidth && 'footer--no-max-width',
    variant.collectionsGrid && 'footer--collections-grid',
  ];
  return (
    <footer className={classes.filter(Boolean).join(' ')}>
      {showRecent && content.recentBySection.length > 0 && (
        <SharedHtml as="section" className="footer__recent" aria-label="Recent articles by section" data={content} memoKey="footer-recent">
          {content.recentBySection.map((group) => (
            <div key={group.section.slug} className="footer__recent-group">
              <h2 className="footer__recent-title">
                <SmartLink href={`/sections/${group.section.slug}`}>{group.section.title}</SmartLink>
              </h2>
              <ul>
                {group.articles.map((a) => (
                  <li key={a.url}>
                    <SmartLink href={a.url}>{a.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </SharedHtml>
      )}
      <div className="footer__bottom">
        <span className="footer__name">{content.settings.siteName}</span>
        <nav aria-label="Footer">
          <SharedHtml as="ul" className="footer__links" data={content} memoKey="footer-links">
            <li>
              <SmartLink href="/terms-of-service">{FOOTER.terms}</SmartLink>
            </li>
            <li>
              <SmartLink href="/privacy-policy">{FOOTER.privacy}</SmartLink>
            </li>
            <li>
              <SmartLink href="/newsletter">{FOOTER.newsletter}</SmartLink>
            </li>
            <li>
              <SmartLink href="/donate">{FOOTER.donate}</SmartLink>
            </li>
          </SharedHtml>
        </nav>
        <SharedHtml as="div" className="footer__follow" data={content} memoKey="footer-follow">
          <span>{FOOTER.followUs}</span>
          <SmartLink href={social.facebook ?? 'https://www.facebook.com/'} aria-label="Facebook">
            <FacebookIcon />
          </SmartLink>
          <SmartLink href={social.instagram ?? 'https://www.instagram.com/'} aria-label="Instagram">
            <InstagramIcon />
          </SmartLink>
          <SmartLink href={social.twitter ?? 'https://x.com/'} aria-label="X (Twitter)">
            <XIcon />
          </SmartLink>
        </SharedHtml>
      </div>
    </footer>
  );
}
