import { useLoaderData } from 'react-router';

export default function TagPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Tag'}</h1>
    </div>
  );
}
