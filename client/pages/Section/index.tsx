import { useLoaderData } from 'react-router';

export default function SectionPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Section'}</h1>
    </div>
  );
}
