/**
 * The article page, as Colophon renders it (client/pages/Article, client/components/Footer.tsx):
 * header and menus, hero with its image, the Portable Text body through @portabletext/react, the
 * share bars, tags, related stories and the footer's lists. A server component: only the header and
 * the share bar are client components (their buttons), as only they need the browser.
 */
import { PortableText } from '@portabletext/react';
import { notFound } from 'next/navigation';
import Header from './Header.jsx';
import Share from './Share.jsx';
import { FacebookIcon, InstagramIcon, XIcon } from './icons.jsx';
import { assetOf, getArticle, getFrame, imageUrl } from '../lib/dataset.js';

export const ORIGIN = process.env.PEER_ORIGIN ?? 'http://localhost:3000';
const WIDTHS = [640, 768, 900, 1080, 1280, 1600, 1920, 2400];
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const authorName = (a) => a.name ?? [a.firstName, a.lastName].filter(Boolean).join(' ');

function srcSet(image, params) {
  return WIDTHS.map((w) => `${imageUrl(image, { ...params, w: String(w), q: '70', auto: 'format' })} ${w}w`).join(', ');
}

/** The 3:2 crop of an image, as Sanity's `rect` parameter. */
function crop(image) {
  const d = assetOf(image)?.metadata?.dimensions;
  if (!d) return {};
  const w = Math.min(d.width, Math.round(d.height * 1.5));
  const h = Math.round(w / 1.5);
  return { rect: `${Math.round((d.width - w) / 2)},${Math.round((d.height - h) / 2)},${w},${h}` };
}

function lqip(image) {
  const q = assetOf(image)?.metadata?.lqip;
  return q ? { backgroundImage: `url("${q}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
}

const components = {
  types: {
    pullQuote: ({ value }) => (
      <figure className="pull-quote">
        <blockquote className="pull-quote__text">
          <p>{value.text}</p>
        </blockquote>
        {value.attribution ? <figcaption className="pull-quote__attribution">— {value.attribution}</figcaption> : null}
      </figure>
    ),
    adSlot: () => null,
    image: ({ value }) => (
      <figure className="figure">
        <img alt={value.alt ?? ''} src={imageUrl(value, { w: '1280', q: '70', auto: 'format' })} srcSet={srcSet(value)} sizes="(min-width: 900px) 720px, 100vw" loading="lazy" decoding="async" />
        {value.caption ? <figcaption className="figure__caption">{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  marks: {
    link: ({ value, children }) => <a href={value?.href}>{children}</a>,
  },
};

function Byline({ authors, date, links }) {
  return (
    <p className={`byline meta${links ? ' article-header__byline' : ''}`}>
      <span className="byline__authors">
        By{' '}
        {authors.map((a, i) => (
          <span key={a._id}>
            {i > 0 ? ' and ' : null}
            {links ? <a href={`/contributors/${a.slug?.current}`}>{authorName(a)}</a> : authorName(a)}
          </span>
        ))}
      </span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{dateFormat.format(new Date(date))}</time>
    </p>
  );
}

function Card({ article }) {
  const href = `/sections/${article.section?.slug?.current}/articles/${article.slug.current}`;
  const image = article.hero?.heroImage;
  const c = crop(image);
  return (
    <li>
      <article className="card card--standard">
        <a href={href} className="card__image" tabIndex={-1} aria-hidden="true">
          <span className="lazy-image">
            <img
              alt=""
              width="1280"
              height="853"
              className="lazy-image__img"
              style={{ aspectRatio: 1.5, objectFit: 'cover', objectPosition: '50% 50%', ...lqip(image) }}
              decoding="async"
              src={imageUrl(image, { ...c, w: '1280', h: '853', q: '70', auto: 'format' })}
              srcSet={srcSet(image, c)}
              sizes="(min-width: 900px) 25vw, 50vw"
              loading="lazy"
            />
          </span>
        </a>
        <div className="card__body">
          <p className="card__kicker">
            <a href={`/sections/${article.section?.slug?.current}`} className="kicker">
              {article.section?.title}
            </a>
          </p>
          <h3 className="card__title">
            <a href={href}>{article.title}</a>
          </h3>
          <p className="card__excerpt">{article.meta?.excerpt}</p>
          <Byline authors={article.authors} date={article.releaseDate ?? article._createdAt} />
        </div>
      </article>
    </li>
  );
}

function Footer({ recent }) {
  return (
    <footer className="footer footer--default">
      <section className="footer__recent" aria-label="Recent articles by section">
        {recent.map(({ section, articles }) => (
          <div className="footer__recent-group" key={section._id}>
            <h2 className="footer__recent-title">
              <a href={`/sections/${section.slug.current}`}>{section.title}</a>
            </h2>
            <ul>
              {articles.map((a) => (
                <li key={a._id}>
                  <a href={`/sections/${section.slug.current}/articles/${a.slug.current}`}>{a.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <div className="footer__bottom">
        <span className="footer__name">The Colophon</span>
        <nav aria-label="Footer">
          <ul className="footer__links">
            {[
              ['/terms-of-service', 'Terms of Service'],
              ['/privacy-policy', 'Privacy Policy'],
              ['/newsletter', 'Newsletter'],
              ['/donate', 'Donate'],
            ].map(([href, text]) => (
              <li key={href}>
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__follow">
          <span>Follow us</span>
          <a href="https://www.facebook.com/thecolophonmag" target="_blank" rel="noopener noreferrer" aria-label="Facebook">
            <FacebookIcon />
          </a>
          <a href="https://www.instagram.com/thecolophonmag" target="_blank" rel="noopener noreferrer" aria-label="Instagram">
            <InstagramIcon />
          </a>
          <a href="https://x.com/thecolophonmag" target="_blank" rel="noopener noreferrer" aria-label="X (Twitter)">
            <XIcon />
          </a>
        </div>
      </div>
    </footer>
  );
}

export function articleMetadata(section, slug) {
  const article = getArticle(section, slug);
  if (!article) return {};
  const url = `${ORIGIN}/sections/${section}/articles/${slug}`;
  const image = article.hero?.heroImage;
  return {
    title: `${article.title} | The Colophon`,
    description: article.meta?.excerpt,
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: '/rss.xml', title: 'RSS' }] } },
    openGraph: {
      siteName: 'The Colophon',
      type: 'article',
      title: article.title,
      description: article.meta?.excerpt,
      url,
      locale: 'en_US',
      images: [{ url: `${ORIGIN}${imageUrl(image, { rect: '0,170,2400,1260', w: '1200', h: '630', fm: 'jpg', q: '70', fit: 'crop' })}`, width: 1200, height: 630, alt: image?.alt }],
      publishedTime: article.releaseDate,
      modifiedTime: article._updatedAt,
      authors: article.authors.map((a) => `${ORIGIN}/contributors/${a.slug?.current}`),
      section: article.section?.title,
      tags: article.meta?.tags,
    },
    twitter: { card: 'summary_large_image', title: article.title, description: article.meta?.excerpt },
    icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
  };
}

export default function ArticlePage({ section, slug }) {
  const article = getArticle(section, slug);
  if (!article) notFound();
  const { navigation, sections, recent } = getFrame();
  const url = `${ORIGIN}/sections/${section}/articles/${slug}`;
  const image = article.hero?.heroImage;
  const dims = assetOf(image)?.metadata?.dimensions;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.meta?.excerpt,
    image: [`${ORIGIN}${imageUrl(image, { w: '1200', q: '70' })}`],
    datePublished: article.releaseDate,
    dateModified: article._updatedAt,
    author: article.authors.map((a) => ({ '@type': 'Person', name: authorName(a), url: `${ORIGIN}/contributors/${a.slug?.current}` })),
    publisher: { '@type': 'Organization', name: 'The Colophon', logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` } },
    mainEntityOfPage: url,
    articleSection: article.section?.title,
    keywords: article.meta?.tags?.join(', '),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: article.section?.title, item: `${ORIGIN}/sections/${section}` },
      { '@type': 'ListItem', position: 3, name: article.title, item: url },
    ],
  };
  return (
    <div className="app" data-theme="default">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(breadcrumbs) }} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header
        mainMenu={navigation.mainMenu.map((m) => ({ url: m.url, text: m.text }))}
        secondaryMenu={navigation.secondaryMenu.map((m) => ({ url: m.url, text: m.text }))}
        sections={sections.slice(0, 11).map((s) => ({ slug: s.slug.current, title: s.title }))}
        more={navigation.mainMenu.slice(11).map((m) => [m.url, m.text])}
      />
      <main id="main" className="page">
        <div className="progress-bar no-print" role="progressbar" aria-label="Reading progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
          <div className="progress-bar__fill" style={{ transform: 'scaleX(0)', backgroundColor: '#e3262b' }} />
        </div>
        <article className="article">
          <div className="container">
            <div className={`hero hero--${article.hero?.heroType ?? 'default'}`}>
              <div className="hero__header">
                <header className="article-header">
                  <p className="article-header__kicker">
                    <a href={`/sections/${section}`} className="kicker">
                      {article.section?.title}
                    </a>
                  </p>
                  <h1 className="article-header__title">{article.title}</h1>
                  <p className="article-header__dek">{article.hero?.dek}</p>
                  <Byline authors={article.authors} date={article.releaseDate ?? article._createdAt} links />
                </header>
              </div>
              {image ? (
                <div className="hero__media" style={{ '--hero-ratio': dims?.aspectRatio }}>
                  <figure className="figure hero__figure">
                    <img
                      alt={image.alt ?? ''}
                      width="1280"
                      height={dims ? Math.round(1280 / dims.aspectRatio) : undefined}
                      className="lazy-image__img"
                      style={lqip(image)}
                      decoding="async"
                      src={imageUrl(image, { w: '1280', q: '70', auto: 'format' })}
                      srcSet={srcSet(image)}
                      sizes="(min-width: 900px) 50vw, 100vw"
                      loading="eager"
                      fetchPriority="high"
                    />
                    {image.credit ? (
                      <figcaption className="figure__caption">
                        <span className="figure__credit">{image.credit}</span>
                      </figcaption>
                    ) : null}
                  </figure>
                </div>
              ) : null}
            </div>
            <div className="article__share">
              <Share url={url} title={article.title} />
            </div>
            <div className="body article__body">
              <PortableText value={article.content?.body ?? []} components={components} onMissingComponent={false} />
            </div>
            <footer className="article__footer">
              <nav className="article-tags" aria-label="Tags">
                <ul>
                  {(article.meta?.tags ?? []).map((t) => (
                    <li key={t}>
                      <a href={`/tags/${t}`}>{t}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <Share url={url} title={article.title} />
            </footer>
          </div>
        </article>
        <section className="continue-reading no-print" aria-labelledby="continue-reading">
          <div className="container">
            <h2 id="continue-reading" className="continue-reading__title">
              Continue reading
            </h2>
            <ul className="grid card-grid">
              {article.related.map((r) => (
                <Card key={r._id} article={r} />
              ))}
            </ul>
          </div>
        </section>
      </main>
      <Footer recent={recent} />
    </div>
  );
}
