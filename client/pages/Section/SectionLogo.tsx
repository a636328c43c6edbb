import type { Section } from '../../../shared/content/section.js';
import { LazyImage } from '../../components/content/LazyImage.js';

/**
 * The section's wordmark. The dark logo suits the light section theme; blue and light are
 * stand-ins when it is missing. In dark mode (docs/features/display.md) the light logo shows
 * instead; both are in the page (the same bytes for every reader) and the stylesheet shows the one
 * of the reader's scheme. Without a light logo the dark one is inverted. Without any logo the title
 * is set in type.
 */
export function SectionLogo({ section }: { section: Section }) {
  const logo = section.images.dark ?? section.images.blue ?? section.images.light;
  const variant = section.images.dark ? 'dark' : section.images.blue ? 'blue' : 'light';
  if (!logo) return <>{section.title}</>;
  const onDark = variant !== 'light' ? section.images.light : undefined;
  const sizes = '(min-width: 768px) 480px, 80vw';
  return (
    <>
      <span className={`section-logo section-logo--${variant}${onDark ? ' section-logo--for-light' : ''}`}>
        <LazyImage image={logo} sizes={sizes} maxWidth={480} priority noPlaceholder alt={section.title} />
      </span>
      {onDark && (
        <span className="section-logo section-logo--light section-logo--for-dark">
          <LazyImage image={onDark} sizes={sizes} maxWidth={480} noPlaceholder alt={section.title} />
        </span>
      )}
    </>
  );
}
