import { PortableText, type PortableTextBlockComponent, type PortableTextComponents } from '@portabletext/react';
import type { Block, PodcastPlayerData } from '../../../../shared/content/blocks.js';
import type { PortableText as PortableTextValue } from '../../../../shared/content/common.js';
import { BodyContext, useBodyContext, type BodyContextValue } from './BodyContext.js';
import { headingLevels } from './headingLevels.js';
import { LinkMark } from './LinkMark.js';
import { PullQuote } from './PullQuote.js';
import { InsetImage } from './InsetImage.js';
// The one site player (spec: the episode page and this block share it), and the image gallery's
// carousel: parts loaded only for the pages that have them (client/on-demand.tsx).
import { ImageCarouselSlot, PodcastPlayerSlot } from '../../../on-demand.js';
import { RelatedRecipes } from './RelatedRecipes.js';
import { AdSlot } from './AdSlot.js';
import { SharedHtml } from '../../SharedHtml.js';
import './body.css';

/** A heading at its level in the page outline, whatever style the editor picked. */
const Heading: PortableTextBlockComponent = ({ value, children }) => {
  const level = useBodyContext().headingLevels.get(value) ?? Number(value.style?.slice(1) ?? 2);
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag>{children}</Tag>;
};

/** The player card of a podcastPlayer block, its title one level below the heading before it. */
function PodcastPlayerBlock({ value }: { value: PodcastPlayerData }) {
  return <PodcastPlayerSlot value={value} headingLevel={useBodyContext().headingLevels.get(value)} />;
}

/** Renderers of every block type of shared/content/blocks.ts; unknown types render nothing. */
const components: PortableTextComponents = {
  types: {
    insetImage: InsetImage,
    pullQuote: PullQuote,
    imageCarousel: ImageCarouselSlot,
    podcastPlayer: PodcastPlayerBlock,
    relatedRecipes: RelatedRecipes,
    adSlot: AdSlot,
  },
  marks: {
    link: LinkMark,
    underline: ({ children }) => <span className="body__underline">{children}</span>,
  },
  block: { h2: Heading, h3: Heading, h4: Heading },
  // Editors only have h2-h4 and blockquote; anything else reads as a paragraph.
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
};

interface Props {
  value: Block[] | PortableTextValue;
  className?: string;
  /** The article's related recipes, for relatedRecipes blocks. */
  context?: Partial<Omit<BodyContextValue, 'headingLevels'>>;
  /** The level of the body's top headings in the page outline: 2 under the page's h1 (default). */
  headingLevel?: number;
}

/**
 * Rich text of a document: article body, notes, bios, episode content. Its markup is a function of
 * the blocks, the related recipes and the frame's image settings alone, so on the server it is
 * rendered once per (frozen) body and kept (SharedHtml; docs/decisions/shared-frame-html.md).
 */
export function Body({ value, className, context, headingLevel = 2 }: Props) {
  if (value.length === 0) return null;
  const recipes = context?.relatedRecipes;
  const relatedRecipesDisplay = context?.relatedRecipesDisplay ?? 'grid';
  const ctx: BodyContextValue = {
    relatedRecipes: recipes ?? [],
    relatedRecipesDisplay,
    headingLevels: headingLevels(value as { _type: string; style?: string }[], headingLevel),
  };
  return (
    <SharedHtml as="div" className={['body', className].filter(Boolean).join(' ')} data={recipes ? [value, recipes] : value} memoKey={relatedRecipesDisplay + headingLevel} readsFrame>
      <BodyContext.Provider value={ctx}>
        <PortableText value={value} components={components} onMissingComponent={false} />
      </BodyContext.Provider>
    </SharedHtml>
  );
}
