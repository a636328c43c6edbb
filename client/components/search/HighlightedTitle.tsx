import { highlightTitle } from './highlight.js';

/** A result title with the words the search matched in <mark>. */
export function HighlightedTitle({ title, term }: { title: string; term: string }) {
  return (
    <>
      {highlightTitle(title, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}
