import type { Section } from '../../../shared/content/section.js';
import { LazyImage } from '../../components/content/LazyImage.js';

/**
 * The section's wordmark. The dark logo suits the light section theme; blue and light are
 * stand-ins when it is missing. Without any logo the title is set in type.
 */
export function SectionLogo({ section }: { section: Section }) {
  const logo = section.images.dark ?? section.images.blue ?? section.images.light;
  const variant = section.images.dark ? 'dark' : section.images.blue ? 'blue' : 'light';
  if (!logo) return <>{section.title}</>;
  return (
    <span className={`section-logo section-logo--${variant}`}>
      <LazyImage image={logo} sizes="(min-width: 768px) 480px, 80vw" maxWidth={480} priority noPlaceholder alt={section.title} />
    </span>
  );
}
