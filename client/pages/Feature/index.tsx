import { useLoaderData } from 'react-router';

export default function FeaturePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Feature'}</h1>
    </div>
  );
}
