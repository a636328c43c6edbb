import { useLocation } from 'react-router';
import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleHeader } from '../../components/content/article/ArticleHeader.js';
import { ArticleHero } from '../../components/content/article/ArticleHero.js';
import { Body } from '../../components/content/body/Body.js';
import { ProgressBar } from '../../components/content/ProgressBar.js';
import { Seo } from '../../components/seo/Seo.js';
import { ShareMenu } from '../../components/content/ShareMenu.js';
import { articleFacts, breadcrumbJsonLd, newsArticleJsonLd } from '../../components/seo/jsonld.js';
import { contributorUrl, sectionUrl } from '../../../shared/content/urls.js';
import { GatedSlot } from '../../on-demand.js';
import { SaveButton } from '../../library/SaveButton.js';
import { CommentsSection } from '../../components/comments/CommentsSection.js';
import { ContinueReading, FeaturedContent, Tags, TeaserLink } from './ArticleExtras.js';
import './article.css';

/** An article (also /mocks/:id): hero, share and save, body, notes, tags, what to read next. */
export default function ArticlePage() {
  const { article, gate } = usePageData() as PageDataMap['article'];
  // Mocks (/mocks/:id) share their own address; articles their canonical one.
  const { pathname } = useLocation();
  const sharePath = pathname.startsWith('/mocks/') ? pathname : article.url;
  const { meta, notes } = article;
  const bodyContext = { relatedRecipes: meta.relatedRecipes, relatedRecipesDisplay: meta.relatedRecipesDisplay };
  const classes = ['article', meta.isFiction && 'article--fiction', meta.isHighDefImage && 'article--high-def'];
  return (
    <>
      <Seo
        title={article.title}
        description={article.excerpt ?? article.dek}
        seo={article.seo}
        image={article.heroImage ?? article.featuredImage}
        type="article"
        article={{
          publishedTime: article.date,
          modifiedTime: meta.updatedAt,
          section: article.section.title,
          tags: meta.tags,
          authorPaths: article.authors.map((a) => contributorUrl(a.slug)),
        }}
        path={sharePath}
        jsonLd={(site) => [
          // Gated exactly when this page's body was cut (paywall on, premium, not preview).
          newsArticleJsonLd(articleFacts(article), site, { paywall: gate !== undefined }),
          breadcrumbJsonLd(
            [
              { name: 'Home', path: '/' },
              { name: article.section.title, path: sectionUrl(article.section.slug) },
              { name: article.title, path: article.url },
            ],
            site,
          ),
        ]}
      />
      <ProgressBar />
      <article className={classes.filter(Boolean).join(' ')}>
        <div className="container">
          <ArticleHero
            heroType={article.hero.heroType}
            image={article.heroImage}
            hotspots={article.hero.imageHotspots}
            highDef={meta.isHighDefImage}
            header={<ArticleHeader article={article} isFiction={meta.isFiction} />}
          />
          <div className="article__share">
            <ShareMenu title={article.title} path={sharePath} keptWith={article} />
            <SaveButton path={article.url} title={article.title} story />
          </div>
          {notes.editorsNote.length > 0 && (
            <aside className="article-note article-note--editor" aria-label="Editor’s note">
              <p className="kicker">Editor’s note</p>
              <Body value={notes.editorsNote} />
            </aside>
          )}
          <Body value={article.content.body} className="article__body" context={bodyContext} />
          {gate && <GatedSlot key={gate.bodyUrl} gate={gate} bodyClassName="article__body" context={bodyContext} />}
          <TeaserLink teaser={article.teaserLink} />
          <FeaturedContent quote={article.quote} fact={article.fact} />
          {notes.endNote.length > 0 && (
            <aside className="article-note article-note--end" aria-label="End note">
              <Body value={notes.endNote} />
            </aside>
          )}
          <footer className="article__footer">
            <Tags tags={meta.tags} />
            <ShareMenu title={article.title} path={sharePath} keptWith={article} />
          </footer>
        </div>
      </article>
      <CommentsSection path={sharePath} />
      <ContinueReading article={article} />
    </>
  );
}
