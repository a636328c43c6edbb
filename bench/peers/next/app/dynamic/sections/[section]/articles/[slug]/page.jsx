/** The article, rendered on every request (`force-dynamic`) and streamed, as Colophon's with PAGE_CACHE=off. */
import ArticlePage, { articleMetadata } from '../../../../../../components/ArticlePage.jsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }) {
  const { section, slug } = await params;
  return articleMetadata(section, slug);
}

export default async function Page({ params }) {
  const { section, slug } = await params;
  return <ArticlePage section={section} slug={slug} />;
}
