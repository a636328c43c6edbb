/** Single-purpose pages (spec §3): generic page, donation, subscription, encyclopedia. */
import { z } from 'zod';
import { SeoSchema, flag, image, lenientList, portableText, strings, text } from './common.js';
import { blocks } from './blocks.js';

export const GenericPageSchema = z.object({ title: z.string(), slug: z.string(), blocks, seo: SeoSchema });
export type GenericPage = z.output<typeof GenericPageSchema>;

/** The embed code is passed on as stored; it is sanitised against the allowlist before rendering. */
export const DonationPageSchema = z.object({
  headline: z.string(),
  bodyText: portableText,
  footerText: text,
  donationEmbedCode: text,
  headerImage: image,
  seo: SeoSchema,
});
export type DonationPage = z.output<typeof DonationPageSchema>;

const TierSchema = z
  .object({
    _key: z.string(),
    title: z.string(),
    price: z.string(),
    benefits: strings,
    embedUrl: text,
    embed: text,
    sandboxEmbed: text,
  })
  .transform(({ _key, ...t }) => ({ key: _key, ...t }));

const QaSchema = z
  .object({ _key: z.string(), question: z.string(), answer: z.string() })
  .transform(({ _key, ...q }) => ({ key: _key, ...q }));

export const SubscriptionPageSchema = z.object({
  headline: z.string(),
  sandbox: flag,
  bodyText: portableText,
  subscriptionTiers: lenientList(TierSchema),
  qaBenefits: lenientList(QaSchema),
  writeToUsEmbed: text,
  newsletterEmbed: text,
  bottomImage: image,
  seo: SeoSchema,
});
export type SubscriptionPage = z.output<typeof SubscriptionPageSchema>;

export const EncyclopediaPageSchema = z.object({
  title: z.string(),
  description: text,
  stickerLink: text,
  stickerImage: image,
});
export type EncyclopediaPage = z.output<typeof EncyclopediaPageSchema>;

export const EncyclopediaTermSchema = z
  .object({
    _id: z.string(),
    term: z.string(),
    pronunciation: text,
    typeOfWord: text,
    definition: z.string(),
    link: text,
  })
  .transform(({ _id, ...t }) => ({ id: _id, ...t }));
export type EncyclopediaTerm = z.output<typeof EncyclopediaTermSchema>;
