import { useLoaderData } from 'react-router';

export default function PodcastPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Podcast'}</h1>
    </div>
  );
}
