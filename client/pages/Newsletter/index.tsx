import { useLoaderData } from 'react-router';

export default function NewsletterPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Newsletter'}</h1>
    </div>
  );
}
