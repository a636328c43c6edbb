import { useLoaderData } from 'react-router';

export default function ContributorsPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Contributors'}</h1>
    </div>
  );
}
