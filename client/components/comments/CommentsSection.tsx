/**
 * The comments under a story (docs/features/comments.md), on article, feature, recipe and episode
 * pages. Only this boundary is in the story pages' first JS; the thread is an on-demand chunk
 * (Thread.tsx, whose stylesheet esbuild puts in the story pages' CSS). On the server the thread
 * renders only its section and heading, the same for every reader; in the browser its code loads as
 * the page hydrates (React hydrates this boundary once the code is there), and it reads the
 * comments when the section nears the viewport.
 */
import { lazy, Suspense } from 'react';

const Thread = lazy(() => import('./Thread.js'));

export function CommentsSection(props: { path: string }) {
  return (
    <Suspense>
      <Thread {...props} />
    </Suspense>
  );
}
