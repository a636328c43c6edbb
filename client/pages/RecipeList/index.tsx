import { useLoaderData } from 'react-router';

export default function RecipeListPage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'RecipeList'}</h1>
    </div>
  );
}
