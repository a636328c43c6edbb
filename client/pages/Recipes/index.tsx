import { useLoaderData } from 'react-router';

export default function RecipesPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'Recipes'}</h1>
    </div>
  );
}
