import { useLoaderData } from 'react-router';

export default function HomePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Home'}</h1>
    </div>
  );
}
