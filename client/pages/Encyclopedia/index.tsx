import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { safeHref } from '../../../shared/safe-href.js';
import { SmartLink } from '../../components/SmartLink.js';
import { groupTerms, letterId } from './groupTerms.js';
import { JumpBar } from './JumpBar.js';
import './encyclopedia.css';

/** /encyclopedia: the glossary, A–Z. */
export default function EncyclopediaPage() {
  const { page, terms } = usePageData() as PageDataMap['encyclopedia'];
  const groups = groupTerms(terms);
  const sticker = safeHref(page.stickerLink);
  const stickerImage = page.stickerImage && (
    <LazyImage image={page.stickerImage} sizes="160px" maxWidth={200} priority noPlaceholder alt={page.stickerImage.alt ?? page.title} />
  );
  return (
    <div className="container encyclopedia">
      <Seo title={page.title} description={page.description} image={page.stickerImage} />
      <header className="page-header list-header encyclopedia__header">
        <div>
          <h1 className="list-header__title">{page.title}</h1>
          {page.description && <p className="page-header__dek">{page.description}</p>}
          <p className="meta">{terms.length} terms</p>
        </div>
        {stickerImage && (
          <div className="encyclopedia__sticker">
            {sticker ? <SmartLink href={sticker}>{stickerImage}</SmartLink> : stickerImage}
          </div>
        )}
      </header>
      <JumpBar letters={new Set(groups.map((g) => g.letter))} />
      {groups.map((group) => (
        <section key={group.letter} id={letterId(group.letter)} className="encyclopedia__group" aria-labelledby={`${letterId(group.letter)}-h`}>
          <h2 id={`${letterId(group.letter)}-h`} className="encyclopedia__letter">
            {group.letter}
          </h2>
          <dl className="encyclopedia__terms">
            {group.terms.map((t) => {
              const link = safeHref(t.link);
              return (
                <div key={t.id} className="term">
                  <dt className="term__name">
                    {t.term}
                    {t.pronunciation && <span className="term__pronunciation"> ({t.pronunciation})</span>}
                    {t.typeOfWord && <span className="term__type meta"> {t.typeOfWord}</span>}
                  </dt>
                  <dd className="term__definition">
                    {t.definition}
                    {link && (
                      <>
                        {' '}
                        <SmartLink href={link} className="term__link">
                          Read more<span className="visually-hidden"> about {t.term}</span>
                        </SmartLink>
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
