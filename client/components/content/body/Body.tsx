import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { Block } from '../../../../shared/content/blocks.js';
import type { PortableText as PortableTextValue } from '../../../../shared/content/common.js';
import { BodyContext, type BodyContextValue } from './BodyContext.js';
import { LinkMark } from './LinkMark.js';
import { PullQuote } from './PullQuote.js';
import { InsetImage } from './InsetImage.js';
import { ImageCarousel } from './ImageCarousel.js';
// The one site player (spec: the episode page and this block share it).
import { PodcastPlayerSlot } from '../../../on-demand.js';
import { RelatedRecipes } from './RelatedRecipes.js';
import { AdSlot } from './AdSlot.js';
import './body.css';

/** Renderers of every block type of shared/content/blocks.ts; unknown types render nothing. */
const components: PortableTextComponents = {
  types: {
    insetImage: InsetImage,
    pullQuote: PullQuote,
    imageCarousel: ImageCarousel,
    podcastPlayer: PodcastPlayerSlot,
    relatedRecipes: RelatedRecipes,
    adSlot: AdSlot,
  },
  marks: {
    link: LinkMark,
    underline: ({ children }) => <span className="body__underline">{children}</span>,
  },
  // Editors only have h2-h4 and blockquote; anything else reads as a paragraph.
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
};

interface Props {
  value: Block[] | PortableTextValue;
  className?: string;
  /** The article's related recipes, for relatedRecipes blocks. */
  context?: Partial<BodyContextValue>;
}

/** Rich text of a document: article body, notes, bios, episode content. */
export function Body({ value, className, context }: Props) {
  if (value.length === 0) return null;
  const ctx: BodyContextValue = {
    relatedRecipes: context?.relatedRecipes ?? [],
    relatedRecipesDisplay: context?.relatedRecipesDisplay ?? 'grid',
  };
  return (
    <BodyContext.Provider value={ctx}>
      <div className={['body', className].filter(Boolean).join(' ')}>
        <PortableText value={value} components={components} onMissingComponent={false} />
      </div>
    </BodyContext.Provider>
  );
}
