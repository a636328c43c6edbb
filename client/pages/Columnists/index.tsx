import { useLoaderData } from 'react-router';

export default function ColumnistsPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Columnists'}</h1>
    </div>
  );
}
