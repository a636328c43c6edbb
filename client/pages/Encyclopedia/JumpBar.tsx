import { ALPHABET, letterId } from './groupTerms.js';

/** A–Z links to each letter's group; letters with no terms are shown but not links. */
export function JumpBar({ letters }: { letters: Set<string> }) {
  const all = letters.has('#') ? [...ALPHABET, '#'] : ALPHABET;
  return (
    <nav className="jump-bar" aria-label="Jump to letter">
      <ul className="jump-bar__list">
        {all.map((letter) => (
          <li key={letter}>
            {letters.has(letter) ? (
              <a href={`#${letterId(letter)}`} className="jump-bar__link">
                {letter}
              </a>
            ) : (
              <span className="jump-bar__empty" aria-hidden="true">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
