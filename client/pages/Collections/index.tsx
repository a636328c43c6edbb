import { useLoaderData } from 'react-router';

export default function CollectionsPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Collections'}</h1>
    </div>
  );
}
