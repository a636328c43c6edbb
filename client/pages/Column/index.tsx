import { useLoaderData } from 'react-router';

export default function ColumnPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Column'}</h1>
    </div>
  );
}
