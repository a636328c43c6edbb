import { useLoaderData } from 'react-router';

export default function EncyclopediaPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Encyclopedia'}</h1>
    </div>
  );
}
