import { useLoaderData } from 'react-router';

export default function SearchPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Search'}</h1>
    </div>
  );
}
