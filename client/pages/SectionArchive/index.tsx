import { useLoaderData } from 'react-router';

export default function SectionArchivePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'SectionArchive'}</h1>
    </div>
  );
}
