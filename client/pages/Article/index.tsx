import { useLoaderData } from 'react-router';

export default function ArticlePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Article'}</h1>
    </div>
  );
}
