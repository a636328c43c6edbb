/** Texts of the generic pages (privacy policy, terms of service, newsletter). `## ` marks a heading. */

export const PRIVACY_POLICY = [
  '_Last updated: September 1, 2026_',
  'The Colophon (“we”, “us”) publishes an online magazine. This policy explains what information we collect when you read, subscribe to or support the magazine, how we use it and the choices you have.',
  '## What we collect',
  '- **Information you give us:** your name and email address when you sign up for a newsletter, create an account or make a donation, and anything you write to us.',
  '- **Payment information:** donations and memberships are processed by our payment providers. We never see or store your full card number.',
  '- **Usage information:** pages you visit, the device and browser you use and roughly where you are (city level), collected through cookies and similar technologies.',
  '## How we use it',
  'We use your information to deliver the magazine and the newsletters you ask for, to manage your membership, to acknowledge your gifts, to understand which articles readers find useful and to keep the site secure. We do not sell your personal information.',
  '## Cookies',
  'We use essential cookies to keep you signed in and to remember your preferences, and analytics and advertising cookies to measure readership and support the magazine. You can refuse non-essential cookies in your browser settings; the site will still work.',
  '## Your choices',
  'You can unsubscribe from any newsletter using the link at the bottom of every email. You can ask us for a copy of the information we hold about you, ask us to correct it or ask us to delete it by writing to [privacy@colophon.example](mailto:privacy@colophon.example).',
  '## Children',
  'The magazine is not directed at children under 13, and we do not knowingly collect their information.',
  '## Changes',
  'If we change this policy in a meaningful way, we will say so on this page and, where appropriate, by email. Questions? See our [terms of service](/terms-of-service) or write to us.',
];

export const TERMS_OF_SERVICE = [
  '_Last updated: September 1, 2026_',
  'Welcome to The Colophon. By using this website you agree to these terms. If you do not agree, please do not use the site.',
  '## Our content',
  'Articles, photographs, illustrations, recordings and other material on this site belong to The Colophon or to the writers and artists who license them to us. You may read, share links to and print articles for personal, non-commercial use. Please ask before republishing anything.',
  '## Your account',
  'You are responsible for keeping your password safe and for activity under your account. Tell us right away at [help@colophon.example](mailto:help@colophon.example) if you think someone else is using it.',
  '## Memberships and donations',
  'Memberships renew automatically until you cancel, which you can do at any time; cancellation takes effect at the end of the current period. The Colophon is a nonprofit organization, and donations are tax-deductible to the extent allowed by law.',
  '## Comments and submissions',
  'When you send us a letter, pitch or comment, you grant us permission to edit and publish it. Please be civil: we remove content that is abusive, hateful or unlawful.',
  '## Links',
  'We link to other websites we think you will find useful. We are not responsible for their content or their privacy practices.',
  '## Disclaimers',
  'We work hard to be accurate, and we correct our mistakes. The site is nonetheless provided “as is”, without warranties of any kind, and we are not liable for damages arising from its use to the extent the law allows.',
  '## Contact',
  'Questions about these terms? Write to [legal@colophon.example](mailto:legal@colophon.example). Our [privacy policy](/privacy-policy) explains how we handle your information.',
];

export const NEWSLETTER = [
  'Sign up for our newsletters and get the best of The Colophon in your inbox. They are free, and you can unsubscribe at any time.',
  '## The Friday Edition',
  'Every Friday morning: our editors’ picks of the week, a recipe for Shabbat and one very good argument.',
  '## The Daily Scroll',
  'Weekday mornings: the news you need, in five minutes, with links to our reporting.',
  '## The Table',
  'Twice a month: recipes, cooking tips and stories from our [food section](/sections/food).',
  '## New Episodes',
  'When a new episode of one of our [podcasts](/podcasts) comes out, you hear about it first.',
  'We will never sell your email address. See our [privacy policy](/privacy-policy) for details.',
];
