/**
 * The newsletter email as React Email components (docs/decisions/newsletter-email.md): a 600 px
 * table layout (Container, Section, Row, Column render the tables Outlook and Gmail need), every
 * style inline, images absolute with width, height and alt, the story's body from Portable Text
 * through email-safe renderers. The site's colours and serif (client/styles/tokens.css).
 */
import { withNewsletterRef } from '../../../shared/attribution.js';
import type { CSSProperties, ReactNode } from 'react';
import { EMAIL_COLOURS, EMAIL_FONTS, EMAIL_SHARED_STYLES } from '../../mail/email-style.js';
// Each component from its own package, not the @react-email/components barrel, which would bring
// its Tailwind and code-block components (Prism, with non-ASCII source) into the server bundle.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from '@portabletext/react';
import type { Block, ImageCarouselData, InsetImageData, PodcastPlayerData } from '../../../shared/content/blocks.js';
import type { ImageData, PortableText as PortableTextValue } from '../../../shared/content/common.js';
import type { PullQuoteBlock } from '../../../shared/content/schema-types.js';
import { safeHref } from '../../../shared/safe-href.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { NEWSLETTER_EMAIL } from '../../../shared/newsletter-email-messages.js';
import type { EmailStoryContent } from './story.js';

/** The content column: 600 px, the width email clients are made for. */
export const EMAIL_WIDTH = 600;
const GUTTER = 24;
/** Images in the text column. */
export const COLUMN_WIDTH = EMAIL_WIDTH - 2 * GUTTER;

const { ink: INK, muted: MUTED, rule: RULE, accent: ACCENT, paper: PAPER, backdrop: BACKDROP, panel: PANEL } = EMAIL_COLOURS;
const { serif: SERIF, sans: SANS } = EMAIL_FONTS;

const s = {
  ...EMAIL_SHARED_STYLES,
  body: { backgroundColor: BACKDROP, margin: 0, padding: '24px 0', fontFamily: SERIF, color: INK },
  container: { maxWidth: `${EMAIL_WIDTH}px`, width: '100%', backgroundColor: PAPER },
  masthead: { padding: `20px ${GUTTER}px 16px`, borderBottom: `1px solid ${RULE}` },
  siteName: { margin: 0, fontFamily: SERIF, fontSize: '24px', lineHeight: '1.2', fontWeight: 700, color: INK, textDecoration: 'none' },
  from: { margin: '4px 0 0', fontFamily: SANS, fontSize: '13px', lineHeight: '1.4', color: MUTED },
  hero: { display: 'block', width: '100%', height: 'auto', margin: '0 auto', border: 0 },
  credit: { margin: `6px ${GUTTER}px 0`, fontFamily: SANS, fontSize: '12px', lineHeight: '1.4', color: MUTED },
  story: { padding: `8px ${GUTTER}px 8px` },
  kicker: { margin: '16px 0 0', fontFamily: SANS, fontSize: '12px', lineHeight: '1.4', letterSpacing: '0.08em', textTransform: 'uppercase', fontWeight: 700, color: ACCENT },
  title: { margin: '8px 0 0', fontFamily: SERIF, fontSize: '30px', lineHeight: '1.2', fontWeight: 700, color: INK },
  titleLink: { color: INK, textDecoration: 'none' },
  dek: { margin: '12px 0 0', fontFamily: SERIF, fontSize: '19px', lineHeight: '1.45', fontStyle: 'italic', color: MUTED },
  byline: { margin: '12px 0 8px', fontFamily: SANS, fontSize: '14px', lineHeight: '1.4', fontWeight: 600, color: INK },
  p: { margin: '0 0 18px', fontFamily: SERIF, fontSize: '18px', lineHeight: '1.6', color: INK },
  h2: { margin: '28px 0 12px', fontFamily: SERIF, fontSize: '24px', lineHeight: '1.25', fontWeight: 700, color: INK },
  h3: { margin: '24px 0 10px', fontFamily: SERIF, fontSize: '20px', lineHeight: '1.3', fontWeight: 700, color: INK },
  blockquote: { margin: '0 0 18px', padding: '0 0 0 16px', borderLeft: `3px solid ${RULE}`, fontFamily: SERIF, fontSize: '18px', lineHeight: '1.6', color: MUTED },
  list: { margin: '0 0 18px', padding: '0 0 0 24px', fontFamily: SERIF, fontSize: '18px', lineHeight: '1.6', color: INK },
  li: { margin: '0 0 6px' },
  link: { color: ACCENT, textDecoration: 'underline' },
  figure: { margin: '8px 0 22px' },
  image: { display: 'block', width: '100%', height: 'auto', margin: '0 auto', border: 0 },
  caption: { margin: '6px 0 0', fontFamily: SANS, fontSize: '13px', lineHeight: '1.45', color: MUTED },
  pullQuote: { margin: '8px 0 26px', padding: '4px 0 4px 18px', borderLeft: `4px solid ${ACCENT}` },
  pullQuoteText: { margin: 0, fontFamily: SERIF, fontSize: '23px', lineHeight: '1.35', fontStyle: 'italic', color: INK },
  attribution: { margin: '8px 0 0', fontFamily: SANS, fontSize: '13px', color: MUTED },
  panel: { margin: '8px 0 24px', padding: '18px 20px', backgroundColor: PANEL, borderTop: `3px solid ${ACCENT}` },
  panelText: { margin: '0 0 14px', fontFamily: SERIF, fontSize: '18px', lineHeight: '1.5', color: INK },
  panelSmall: { margin: 0, fontFamily: SANS, fontSize: '14px', lineHeight: '1.4', fontWeight: 600 },
  recipeFacts: { margin: '0 0 18px', fontFamily: SANS, fontSize: '14px', lineHeight: '1.5', fontWeight: 600, color: MUTED },
  recipeHeading: { margin: '22px 0 10px', fontFamily: SANS, fontSize: '13px', lineHeight: '1.4', letterSpacing: '0.08em', textTransform: 'uppercase', fontWeight: 700, color: ACCENT },
  footer: { padding: `8px ${GUTTER}px 28px` },
  hr: { borderColor: RULE, margin: '8px 0 16px' },
} satisfies Record<string, CSSProperties>;

/** An image as the email shows it: its absolute URL (built by the caller), pixel size and alt. */
export interface EmailImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** How the body ends: the whole story, the teaser of a premium one, or a story cut to fit Gmail. */
export type Ending = 'whole' | 'teaser' | 'continued';

export interface TemplateProps {
  siteName: string;
  publicUrl: string;
  newsletterName: string;
  senderName: string;
  story: EmailStoryContent;
  /** The blocks this email shows (the whole body, its teaser, or the part that fits). */
  body: Block[];
  ending: Ending;
  unsubscribeUrl: string;
  manageUrl: string;
  /** Builds an image's absolute URL and size for a display width in CSS pixels. */
  image: (image: ImageData, displayWidth: number) => EmailImage;
}

function Figure({ image, caption, credit }: { image: EmailImage; caption?: string; credit?: string }) {
  const note = [caption, credit].filter(Boolean).join(' \u2014 ');
  return (
    <Section style={s.figure}>
      <Img src={image.src} width={image.width} height={image.height} alt={image.alt} style={{ ...s.image, maxWidth: `${image.width}px` }} />
      {note ? <Text style={image.width < COLUMN_WIDTH ? { ...s.caption, textAlign: 'center' } : s.caption}>{note}</Text> : null}
    </Section>
  );
}

function components(props: TemplateProps): PortableTextComponents {
  const link = ({ value, children }: PortableTextMarkComponentProps<{ _type: 'link'; href?: string }>) => {
    const href = safeHref(value?.href);
    if (!href) return <>{children}</>;
    return (
      <Link href={absoluteUrl(props.publicUrl, href)} style={s.link}>
        {children}
      </Link>
    );
  };
  return {
    block: {
      normal: ({ children }) => <Text style={s.p}>{children}</Text>,
      h2: ({ children }) => (
        <Heading as="h2" style={s.h2}>
          {children}
        </Heading>
      ),
      h3: ({ children }) => (
        <Heading as="h3" style={s.h3}>
          {children}
        </Heading>
      ),
      h4: ({ children }) => (
        <Heading as="h4" style={s.h3}>
          {children}
        </Heading>
      ),
      blockquote: ({ children }) => <blockquote style={s.blockquote}>{children}</blockquote>,
    },
    list: {
      bullet: ({ children }) => <ul style={s.list}>{children}</ul>,
      number: ({ children }) => <ol style={s.list}>{children}</ol>,
    },
    listItem: ({ children }) => <li style={s.li}>{children}</li>,
    marks: {
      link,
      em: ({ children }) => <em>{children}</em>,
      strong: ({ children }) => <strong>{children}</strong>,
      underline: ({ children }) => <u>{children}</u>,
    },
    types: {
      insetImage: ({ value }: { value: InsetImageData }) => (
        <Figure
          image={props.image(value.image, COLUMN_WIDTH)}
          caption={value.caption ?? value.image.caption}
          credit={value.credit ?? value.image.credit}
        />
      ),
      imageCarousel: ({ value }: { value: ImageCarouselData }) => (
        <>
          {value.images.map((img) => (
            <Figure key={img.id} image={props.image(img, COLUMN_WIDTH)} caption={img.caption} credit={img.credit} />
          ))}
        </>
      ),
      pullQuote: ({ value }: { value: PullQuoteBlock }) => (
        <Section style={s.pullQuote}>
          <Text style={s.pullQuoteText}>{value.text}</Text>
          {value.attribution ? <Text style={s.attribution}>{value.attribution}</Text> : null}
        </Section>
      ),
      podcastPlayer: ({ value }: { value: PodcastPlayerData }) => (
        <Section style={s.panel}>
          <Text style={s.panelSmall}>
            <Link href={absoluteUrl(props.publicUrl, value.url)} style={s.footerLink}>
              {NEWSLETTER_EMAIL.listen(value.title)}
            </Link>
          </Text>
        </Section>
      ),
      // Ads and the page's related-recipe grid have no place in a letter.
      adSlot: () => null,
      relatedRecipes: () => null,
    },
    unknownType: () => null,
    unknownMark: ({ children }) => <>{children}</>,
    unknownBlockStyle: ({ children }) => <Text style={s.p}>{children}</Text>,
    hardBreak: () => <br />,
  };
}

function Rich({ value, components: c }: { value: Block[] | PortableTextValue; components: PortableTextComponents }) {
  if (value.length === 0) return null;
  return <PortableText value={value} components={c} onMissingComponent={false} />;
}

function Recipe({ story, components: c }: { story: EmailStoryContent; components: PortableTextComponents }) {
  const r = story.recipe;
  if (!r) return null;
  const facts = [r.yield ?? '', r.totalMinutes ? NEWSLETTER_EMAIL.recipeTime(r.totalMinutes) : ''].filter(Boolean);
  return (
    <>
      <Rich value={r.intro} components={c} />
      {facts.length ? <Text style={s.recipeFacts}>{facts.join(' \u00b7 ')}</Text> : null}
      {r.parts.map((part) => (
        <Section key={part.key}>
          {part.title ? (
            <Heading as="h2" style={s.h3}>
              {part.title}
            </Heading>
          ) : null}
          {part.ingredients.length ? (
            <>
              <Text style={s.recipeHeading}>{NEWSLETTER_EMAIL.ingredients}</Text>
              <ul style={s.list}>
                {part.ingredients.map((x, i) => (
                  <li key={i} style={s.li}>
                    {x}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {part.steps.length ? (
            <>
              <Text style={s.recipeHeading}>{NEWSLETTER_EMAIL.steps}</Text>
              <ol style={s.list}>
                {part.steps.map((x, i) => (
                  <li key={i} style={s.li}>
                    {x}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </Section>
      ))}
    </>
  );
}

function Panel({ note, href, label }: { note: string; href: string; label: string }) {
  return (
    <Section style={s.panel}>
      <Text style={s.panelText}>{note}</Text>
      <Button href={href} style={s.button}>
        {label}
      </Button>
    </Section>
  );
}

function FooterLinks({ children }: { children: ReactNode }) {
  return <Text style={s.footerText}>{children}</Text>;
}

export function NewsletterEmail(props: TemplateProps) {
  const { story, siteName, publicUrl } = props;
  // `?ref=newsletter`: a reader who signs up or subscribes after it counts for the newsletter (server/members/sources.ts).
  const storyUrl = withNewsletterRef(absoluteUrl(publicUrl, story.url));
  const c = components(props);
  const hero = story.image ? props.image(story.image, EMAIL_WIDTH) : undefined;
  const heroNote = story.image ? [story.image.caption, story.image.credit].filter(Boolean).join(' \u2014 ') : '';
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{story.title}</title>
      </Head>
      <Preview>{story.dek ?? story.title}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.masthead}>
            <Row>
              <Column>
                <Link href={absoluteUrl(publicUrl, '/')} style={s.siteName}>
                  {siteName}
                </Link>
                <Text style={s.from}>{NEWSLETTER_EMAIL.from(props.newsletterName, props.senderName)}</Text>
              </Column>
            </Row>
          </Section>
          {hero ? (
            <Section>
              <Link href={storyUrl} data-skip-in-text="true">
                <Img src={hero.src} width={hero.width} height={hero.height} alt={hero.alt} style={{ ...s.hero, maxWidth: `${hero.width}px` }} />
              </Link>
              {heroNote ? <Text style={s.credit}>{heroNote}</Text> : null}
            </Section>
          ) : null}
          <Section style={s.story}>
            {story.section ? <Text style={s.kicker}>{story.section}</Text> : null}
            <Heading as="h1" style={s.title}>
              <Link href={storyUrl} style={s.titleLink}>
                {story.title}
              </Link>
            </Heading>
            {story.dek ? <Text style={s.dek}>{story.dek}</Text> : null}
            {story.authors.length ? <Text style={s.byline}>{NEWSLETTER_EMAIL.byline(story.authors)}</Text> : null}
            <Hr style={s.hr} />
            <Recipe story={story} components={c} />
            <Rich value={props.body} components={c} />
            {props.ending === 'whole' && story.recipe ? <Rich value={story.recipe.note} components={c} /> : null}
            {props.ending === 'teaser' ? <Panel note={NEWSLETTER_EMAIL.teaserNote} href={storyUrl} label={NEWSLETTER_EMAIL.readOn(siteName)} /> : null}
            {props.ending === 'continued' ? <Panel note={NEWSLETTER_EMAIL.continuedNote} href={storyUrl} label={NEWSLETTER_EMAIL.continueReading} /> : null}
            {props.ending === 'whole' ? (
              <Text style={s.panelSmall}>
                <Link href={storyUrl} style={s.link}>
                  {NEWSLETTER_EMAIL.onTheSite(siteName)}
                </Link>
              </Text>
            ) : null}
          </Section>
          <Section style={s.footer}>
            <Hr style={s.hr} />
            <FooterLinks>{NEWSLETTER_EMAIL.why(props.newsletterName, siteName)}</FooterLinks>
            <FooterLinks>
              <Link href={props.unsubscribeUrl} style={s.footerLink}>
                {NEWSLETTER_EMAIL.unsubscribe(props.newsletterName)}
              </Link>
              {' \u00b7 '}
              <Link href={props.manageUrl} style={s.footerLink}>
                {NEWSLETTER_EMAIL.manage}
              </Link>
            </FooterLinks>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
