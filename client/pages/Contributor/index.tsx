import { useLoaderData } from 'react-router';

export default function ContributorPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Contributor'}</h1>
    </div>
  );
}
