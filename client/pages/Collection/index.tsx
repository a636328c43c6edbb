import { useLoaderData } from 'react-router';

export default function CollectionPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Collection'}</h1>
    </div>
  );
}
