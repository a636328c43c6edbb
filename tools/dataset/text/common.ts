/** Shared phrase banks: places, ideas, quotations and outside links used by every section. */

export const PLACES = [
  'Brooklyn', 'Tel Aviv', 'Jerusalem', 'the Lower East Side', 'Buenos Aires', 'Odessa', 'Vilnius', 'Montreal',
  'Skokie', 'Haifa', 'Thessaloniki', 'Casablanca', 'Cleveland', 'Los Angeles', 'Paris', 'London', 'Melbourne',
  'Kraków', 'Boca Raton', 'the Catskills', 'Philadelphia', 'Tbilisi', 'Istanbul', 'Rome', 'Mexico City',
  'Johannesburg', 'Berlin', 'Toronto', 'Detroit', 'Miami Beach', 'Crown Heights', 'Pittsburgh', 'the Galilee',
  'the Negev', 'Sarajevo', 'Amsterdam', 'Winnipeg', 'Chicago', 'Baltimore', 'Atlanta',
] as const;

export const IDEAS = [
  'memory', 'belonging', 'exile', 'faith', 'doubt', 'inheritance', 'hospitality', 'grief', 'humor',
  'assimilation', 'tradition', 'argument', 'home', 'return', 'forgiveness', 'obligation', 'community',
  'survival', 'joy', 'ambition', 'translation', 'silence', 'nostalgia', 'loyalty', 'ritual', 'hope',
  'justice', 'solitude', 'renewal', 'time',
] as const;

export const QUOTES = [
  'We were never trying to preserve anything. We were trying to keep living.',
  'You don’t get to choose which parts of the past come with you.',
  'Everybody thinks their grandmother invented it.',
  'The point was never to agree. The point was to keep showing up.',
  'If you want to understand a community, look at what it argues about.',
  'We made it up as we went along, which is how all traditions start.',
  'People come for the food and stay for the arguments.',
  'It is not nostalgia if you are still doing it.',
  'Nobody asked us, so we asked ourselves.',
  'There is no such thing as a small congregation, only a patient one.',
  'Memory is a muscle. You have to use it.',
  'I wanted my kids to know where the recipe came from, not just how to make it.',
  'The building is old. The questions are new.',
  'We are not a museum. Museums don’t have potlucks.',
  'Every generation thinks it is the last one. So far, every generation has been wrong.',
  'You can’t fund-raise your way out of a loneliness problem.',
  'Some weeks there were nine of us, and we waited for the tenth.',
  'It’s a love story, but the kind with a lot of paperwork.',
  'I didn’t set out to be a historian. I just kept finding boxes.',
  'The hardest thing to translate is a joke.',
  'Home is the place where you know which drawer the candles are in.',
  'Faith, for me, is mostly a practice of paying attention.',
  'We don’t need a miracle. We need a budget and a quorum.',
  'My father said the score mattered less than who you sat next to.',
  'Every recipe is an argument with somebody who is no longer in the room.',
  'You carry the songs even when you forget the words.',
  'There was never a golden age. There were just good afternoons.',
  'We are living in the footnotes of somebody else’s story.',
  'The data is clear. What we do with it is not.',
  'You learn more from the questions than from the answers.',
  'Nobody remembers the speeches. They remember who brought the chairs.',
  'We argue because we care. If we stopped arguing, I would worry.',
  'The old-timers told us it would never work, and then they showed up every week.',
  'What looks like tradition is usually somebody’s improvisation that stuck.',
  'I grew up thinking this was ordinary. It took me years to see how rare it was.',
  'Every family has a story it tells and a story it doesn’t.',
  'The work is slow, and the slowness is the point.',
  'We keep the door open. That is the whole policy.',
  'If it were easy, somebody would have done it in 1952.',
  'Call it stubbornness. My mother called it character.',
] as const;

/** Outside sites articles link to: archives, libraries and reference works. */
export const EXTERNAL_LINKS = [
  'https://www.loc.gov/collections/',
  'https://archive.org/details/texts',
  'https://www.nli.org.il/en',
  'https://www.yivo.org/',
  'https://www.sefaria.org/texts',
  'https://www.yiddishbookcenter.org/',
  'https://www.metmuseum.org/art/collection',
  'https://www.nypl.org/research',
  'https://www.census.gov/data.html',
  'https://www.britannica.com/topic/Judaism',
  'https://www.jewishmuseum.org/',
  'https://www.ushmm.org/collections',
] as const;

export const DECADES = ['1890s', '1910s', '1920s', '1930s', '1950s', '1960s', '1970s', '1980s', '1990s'] as const;
