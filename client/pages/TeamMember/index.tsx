import { useLoaderData } from 'react-router';

export default function TeamMemberPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'TeamMember'}</h1>
    </div>
  );
}
