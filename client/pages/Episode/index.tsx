import { useLoaderData } from 'react-router';

export default function EpisodePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Episode'}</h1>
    </div>
  );
}
