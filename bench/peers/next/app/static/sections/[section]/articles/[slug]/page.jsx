/**
 * The article, statically rendered: built at `next build` for the most recent articles and kept in
 * Next's full-route cache (others are rendered on first request and kept), revalidated on the same
 * 5-minute window as Colophon's page cache.
 */
import ArticlePage, { articleMetadata } from '../../../../../../components/ArticlePage.jsx';
import { recentArticleParams } from '../../../../../../lib/dataset.js';

export const revalidate = 300;

export function generateStaticParams() {
  return recentArticleParams(40);
}

export async function generateMetadata({ params }) {
  const { section, slug } = await params;
  return articleMetadata(section, slug);
}

export default async function Page({ params }) {
  const { section, slug } = await params;
  return <ArticlePage section={section} slug={slug} />;
}
