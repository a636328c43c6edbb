import { useLoaderData } from 'react-router';

export default function PrintRecipePage() {
  const data = useLoaderData() as { title?: string } | null;
  return (
    <div className="container">
      <h1>{data?.title ?? 'PrintRecipe'}</h1>
    </div>
  );
}
