import { useLoaderData } from 'react-router';

export default function HolidayPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Holiday'}</h1>
    </div>
  );
}
