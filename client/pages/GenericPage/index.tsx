import { useLoaderData } from 'react-router';

export default function GenericPagePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'GenericPage'}</h1>
    </div>
  );
}
