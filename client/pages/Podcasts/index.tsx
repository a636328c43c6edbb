import { useLoaderData } from 'react-router';

export default function PodcastsPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Podcasts'}</h1>
    </div>
  );
}
