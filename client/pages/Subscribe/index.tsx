import { useLoaderData } from 'react-router';

export default function SubscribePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Subscribe'}</h1>
    </div>
  );
}
