import { useLoaderData } from 'react-router';

export default function DonatePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Donate'}</h1>
    </div>
  );
}
