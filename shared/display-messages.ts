/**
 * What a member reads about dark mode and text size (docs/features/display.md): the /account
 * "Display" section and the refusals of PATCH /api/account/preferences.
 */
export const DISPLAY = {
  heading: 'Display',
  intro: 'How the magazine looks on every device you sign in on.',
  themeLegend: 'Appearance',
  themes: { system: 'Match my device', light: 'Light', dark: 'Dark' },
  textSizeLegend: 'Text size',
  textSizes: { small: 'Small', medium: 'Medium', large: 'Large', 'x-large': 'Extra large' },
  saved: 'Saved. Your other devices follow when you sign in on them.',
  saveFailed: 'We could not save that just now. Please try again.',
  // Refusals of PATCH /api/account/preferences.
  badTheme: 'Appearance must be "system", "light" or "dark".',
  badTextSize: 'Text size must be "small", "medium", "large" or "x-large".',
  badHistory: 'The reading history setting must be true or false.',
  badCommentReplies: 'The reply email setting must be true or false.',
  unknownField: (field: string) => `There is no preference called "${field}".`,
  nothingToChange: 'Send at least one of theme, textSize, history or commentReplies.',
} as const;
