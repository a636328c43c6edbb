/**
 * Templates for titles, deks, briefs and headings. Slots: {thing} {thing2} {place} {place2}
 * {idea} {idea2} {person}. Titles are title-cased after filling.
 */

export const ESSAY_TITLES = [
  'What {thing} Taught Me About {idea}', 'The Quiet Return of {thing}', 'In {place}, {thing} Is Having a Moment',
  'A Short History of {thing}', 'Why {thing} Still Matters', 'The Case for {thing}', 'Notes on {idea} and {thing}',
  'Letter From {place}: {thing}', '{thing} and the Problem of {idea}', 'How {person} Changed {thing}',
  'The Last Days of {thing}', 'Searching for {thing} in {place}', 'The Unlikely Story of {thing}',
  'What We Lose When We Lose {thing}', 'The Secret Life of {thing}', 'Inside {thing}', 'Remembering {thing}',
  'Rethinking {thing}', 'A Field Guide to {thing}', 'My Year With {thing}', 'The Long Afterlife of {thing}',
  'When {thing} Came to {place}', 'Love, {idea}, and {thing}', '{idea}, {idea2}, and {thing}',
  'The Meaning of {thing}', 'What {person} Knows About {idea}', 'Between {place} and {place2}: {thing}',
];

export const REPORT_TITLES = [
  'In {place}, a New Chapter for {thing}', 'The Story Behind {thing}', 'What Comes Next for {thing}',
  '{thing} Gets a Second Look in {place}', 'The Debate Over {thing} Comes to {place}', 'How {place} Is Rethinking {thing}',
  'Behind the Scenes of {thing}', 'A Closer Look at {thing}',
];

export const DEKS = [
  'How {person} in {place} turned {thing} into a lesson about {idea}.',
  'A story about {thing}, {idea} and the people who refuse to let go.',
  'In {place}, {thing} is forcing an old community to answer new questions.',
  'On {idea}, {idea2} and the surprising persistence of {thing}.',
  'What {thing} reveals about {idea}, and about us.',
  'The fight over {thing} is really a fight about {idea}.',
  'It was supposed to disappear. It didn’t.',
  'A close look at {thing}, from {place} to {place2}.',
  'Everyone has an opinion about {thing}. Few know the whole story.',
  'Meet {person} who has spent years thinking about {thing}.',
  'The past, the present and the stubborn future of {thing}.',
  'Why {thing} matters more than ever, and what it costs.',
];

export const BRIEFS = [
  '{thing}, explained.', 'A report from {place}.', 'On {idea}.', 'A conversation about {thing}.',
  'Why {thing} matters now.', 'Notes from {place}.',
];

export const HEADINGS = [
  'The Long Way Home', 'What the Archive Shows', 'An Argument That Never Ends', 'Before and After',
  'The View From {place}', 'A Question of {idea}', 'Counting the Cost', 'What Comes Next', 'The Other Side',
  'Small Victories', 'Old Habits', 'A Second Opinion', 'Behind the Numbers', 'The Paper Trail', 'Lost and Found',
  'First Principles', 'Coda', 'The Turning Point', 'Where It Began', 'The People in the Room', 'Unfinished Business',
  'A Different Kind of {idea}', 'The Morning After', 'Reading the Fine Print', 'What Remains', 'Home Again',
  'Against the Odds', 'The Case Against', 'The Case For', 'A Brief Detour',
];

export const FACTS = [
  'More than {pct} percent of respondents said {thing} mattered to them.',
  '{thing} first appeared in {place} in the {decade}.',
  'The oldest surviving record of {thing} dates to {year}.',
  'Roughly {count} people take part in {thing} every year.',
];

export const BADGE_CAPTIONS = ['Members only', 'Premium essay', 'Subscriber exclusive', 'From the print edition', 'Premium'];
