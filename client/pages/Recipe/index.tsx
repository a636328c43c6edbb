import { useLoaderData } from 'react-router';

export default function RecipePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Recipe'}</h1>
    </div>
  );
}
