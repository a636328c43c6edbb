/** The navigation and globalSettings singletons. */
import type { GlobalSettingsDocument, NavigationDocument, PodcastDocument, TeamMemberDocument } from '../schema.js';
import { ARCHIVE_START, DATASET_DATE, DAY } from '../dates.js';
import { base, ref, refs } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import { SECTIONS } from '../text/topics.js';
import { sectionId } from './sections.js';

export const SITE_NAME = 'The Colophon';
export const TAGLINE = 'New writing on Jewish life, ideas and culture since 2013.';

export function buildNavigation(images: ImageLibrary, editorSlug: string): NavigationDocument {
  const rng = Rng.from('navigation');
  return {
    ...base('navigation', 'navigation', ARCHIVE_START, DATASET_DATE - 12 * DAY),
    mainMenu: [
      ...SECTIONS.map((s) => ({
        _type: 'menuItem' as const,
        _key: rng.key(),
        text: s.title,
        url: `/sections/${s.slug}`,
        image: image(images.logo(s.slug, s.title, 'light'), { alt: s.title }),
      })),
      { _type: 'menuItem', _key: rng.key(), text: 'Podcasts', url: '/podcasts' },
      { _type: 'menuItem', _key: rng.key(), text: 'Recipes', url: '/recipes' },
      { _type: 'menuItem', _key: rng.key(), text: 'Encyclopedia', url: '/encyclopedia' },
    ],
    secondaryMenu: [
      { _type: 'menuItem', _key: rng.key(), text: 'About', url: `/about/${editorSlug}` },
      { _type: 'menuItem', _key: rng.key(), text: 'Newsletter', url: '/newsletter' },
      { _type: 'menuItem', _key: rng.key(), text: 'Donate', url: '/donate' },
      { _type: 'menuItem', _key: rng.key(), text: 'Subscribe', url: '/subscribe' },
    ],
  };
}

export function buildGlobalSettings(
  images: ImageLibrary,
  team: readonly TeamMemberDocument[],
  podcasts: readonly PodcastDocument[],
): GlobalSettingsDocument {
  const rng = Rng.from('global-settings');
  return {
    ...base('globalSettings', 'globalSettings', ARCHIVE_START, DATASET_DATE - 2 * DAY),
    siteName: SITE_NAME,
    tagline: TAGLINE,
    teamMembers: refs(team.map((t) => t._id), () => rng.key()),
    membershipLink: '/subscribe',
    appButtonText: 'Get the app',
    appButtonLink: 'https://apps.apple.com/us/app/the-colophon/id1640057213',
    encyclopediaLink: '/encyclopedia',
    sectionScrollCallToAction: { text: 'Get the best of The Colophon in your inbox every Friday', link: '/newsletter' },
    donationPopup: {
      isActive: true,
      title: 'Keep The Colophon free for everyone',
      description: 'We are a nonprofit magazine, and readers like you pay for our reporting. A gift of any size keeps every article free to read.',
      link: '/donate',
      amounts: [18, 36, 72, 180],
    },
    emailSignUpPopup: {
      isActive: true,
      title: 'The best of the week, every Friday',
      description: 'Our editors’ picks, a recipe for Shabbat and one very good argument. No spam, ever.',
      newsletterSubscribeLink: '/newsletter',
      successResponse: 'Subscribed successfully.',
    },
    sectionPageOrder: SECTIONS.slice(0, 10).map((s) => ref(sectionId(s.slug), rng.key())),
    blackoutImage: image(images.of('portrait')[0]),
    defaultShareImage: image(images.shareCard),
    podcasts: podcasts.map((p) => ref(p._id, rng.key())),
    podcastsPageDescription: 'Conversations, histories and arguments, from our newsroom to your headphones. New episodes every week.',
    social: {
      twitter: 'https://x.com/thecolophonmag',
      facebook: 'https://www.facebook.com/thecolophonmag',
      instagram: 'https://www.instagram.com/thecolophonmag',
    },
  };
}
