/** Topic banks for community, history, science, sports, opinion and culture. */
import type { SectionTopics } from './topics.js';

export const COMMUNITY: SectionTopics = {
  register: 'report',
  things: [
    'a synagogue merger', 'the JCC pool', 'a Shabbat dinner for strangers', 'the burial society', 'a food pantry',
    'the eldercare program', 'a Hebrew school revival', 'the community garden', 'a volunteer ambulance corps',
    'the annual book fair', 'a singles weekend', 'the kosher food bank', 'a neighborhood mikveh',
    'an interfaith Thanksgiving', 'the old-age home’s choir', 'a refugee family’s first year', 'a summer camp reunion',
    'a free loan society', 'the mitzvah day', 'the Purim carnival', 'a new minyan in a storefront', 'the shul’s leaky roof',
  ],
  people: [
    'a longtime volunteer', 'a social worker', 'a synagogue treasurer', 'a camp director', 'a retired pharmacist',
    'a young rabbi', 'a board president', 'a Hebrew school teacher', 'a caterer', 'a newcomer',
  ],
  details: [
    'a coffee urn that has outlived three rabbis', 'name tags written in marker and slightly misspelled',
    'a bulletin board layered with flyers', 'a casserole dish returned with a thank-you note',
    'the squeak of sneakers on a social-hall floor', 'a sign-up sheet with every slot filled',
  ],
  templates: [
    'How {place} Saved {thing}', 'The People Behind {thing}', 'A Year Inside {thing}', 'Why {thing} Still Draws a Crowd',
    'Meet the Volunteers Running {thing}', '{thing} Turns Fifty', 'Small Miracles at {thing}',
  ],
  tags: ['synagogues', 'family', 'education', 'summer-camp', 'philanthropy', 'parenting', 'immigration', 'love'],
  articleTypes: [['standard', 6], ['news', 2], ['interview', 2]],
};

export const HISTORY: SectionTopics = {
  register: 'essay',
  things: [
    'a 1911 garment strike', 'the Yiddish press', 'the immigrant aid society', 'a forgotten shtetl',
    'the Jewish farmers of New Jersey', 'the Borscht Belt', 'a ship manifest from 1907', 'the Cairo Geniza',
    'the expulsion from Spain', 'a family’s letters from Vilna', 'the Jewish gangsters of the 1920s',
    'the first synagogue in the colonies', 'Sephardi Salonika', 'the Soviet Jewry movement', 'the Kindertransport',
    'the Jews of Kaifeng', 'a lost Baghdad neighborhood', 'the civil-rights marches of 1965', 'the Galveston Movement',
    'the pushcart markets of Hester Street', 'the landsmanshaftn', 'a summer colony in the mountains',
  ],
  people: [
    'an archivist', 'a historian', 'a genealogist', 'a museum curator', 'a descendant', 'a rare-book dealer',
    'a retired teacher', 'an oral historian', 'a cemetery surveyor', 'a documentary filmmaker',
  ],
  details: [
    'a brittle photograph with a name penciled on the back', 'a ledger written in three alphabets',
    'the cold of an archive reading room in August', 'a steamer trunk with its original labels',
    'a map with streets that no longer exist', 'a microfilm reader whirring in the dark',
  ],
  templates: [
    'The Forgotten Story of {thing}', 'When {thing} Came to {place}', 'What {thing} Tells Us About {idea}',
    'Rediscovering {thing}', 'The Archive of {thing}', 'A Century After {thing}',
  ],
  tags: ['archives', 'genealogy', 'holocaust', 'immigration', 'yiddish', 'sephardi', 'memory', 'new-york'],
  articleTypes: [['essay', 5], ['standard', 4], ['interview', 1]],
};

export const SCIENCE: SectionTopics = {
  register: 'report',
  things: [
    'a gene study of Ashkenazi ancestry', 'the acoustics of the shofar', 'a drought-resistant wheat from the Negev',
    'the neuroscience of ritual', 'a telescope in the desert', 'the search for a Tay-Sachs cure',
    'a citizen-science bird count', 'the chemistry of a perfect bagel', 'the ethics of gene editing',
    'a rediscovered botanist’s notebook', 'the mathematics of the Hebrew calendar', 'solar power on a kibbutz',
    'a new vaccine trial', 'the archaeology of an ancient synagogue', 'a seismology lab in Jerusalem',
    'sleep science and the Sabbath', 'climate models for the Mediterranean', 'software that reads old manuscripts',
    'the Dead Sea Scrolls under a microscope', 'the biology of grief',
  ],
  people: [
    'a geneticist', 'an astrophysicist', 'a marine biologist', 'a soil scientist', 'a neurologist', 'a data scientist',
    'an archaeologist', 'a climate researcher', 'a graduate student', 'a science teacher',
  ],
  details: [
    'a lab bench crowded with labeled vials', 'a server room humming behind a glass door',
    'field notebooks swollen from desert rain', 'a whiteboard covered in half-erased equations',
    'the blue glow of a microscope screen', 'a weather balloon drifting out of sight',
  ],
  templates: [
    'The Science of {thing}', 'What {thing} Could Tell Us', 'Inside the Lab Studying {thing}',
    'The Surprising Physics of {thing}', 'How {person} Cracked {thing}', 'A New Look at {thing}',
  ],
  tags: ['science', 'technology', 'climate', 'medicine', 'israel', 'archives'],
  articleTypes: [['news', 4], ['standard', 4], ['interview', 2]],
};

export const SPORTS: SectionTopics = {
  register: 'report',
  things: [
    'a Jewish baseball team', 'the Maccabiah Games', 'a synagogue softball league', 'the Yom Kippur pitching question',
    'a marathon runner’s comeback', 'the national basketball team', 'a boxing gym on the Lower East Side',
    'the fantasy football league', 'a chess prodigy', 'a women’s soccer club', 'the Olympic fencing team',
    'a minor-league pitcher', 'the kosher hot dog stand at the ballpark', 'a Shabbat-observant point guard',
    'the 1936 Olympics', 'a community swim meet', 'the rivalry game', 'a tennis academy in Tel Aviv',
    'a retired referee’s scrapbook', 'the bowling league that refuses to die',
  ],
  people: [
    'a veteran coach', 'a rookie shortstop', 'a sports radio host', 'a team chaplain', 'a former Olympian',
    'a statistician', 'a youth league commissioner', 'a trainer', 'a season-ticket holder', 'a scout',
  ],
  details: [
    'the crack of a bat in an empty stadium', 'chalk dust rising off a freshly lined field',
    'a locker room that smells of liniment and oranges', 'a scoreboard flickering in the ninth inning',
    'sneakers squeaking on a gym floor at six in the morning', 'a thermos of coffee passed down the bleachers',
  ],
  templates: [
    'The Improbable Rise of {thing}', 'Can {thing} Win It All?', 'The Last Season of {thing}',
    'How {person} Built {thing}', 'Inside {thing}', 'Why {place} Loves {thing}',
  ],
  tags: ['baseball', 'basketball', 'soccer', 'olympics', 'israel', 'family'],
  articleTypes: [['news', 5], ['standard', 4], ['interview', 2]],
};

export const OPINION: SectionTopics = {
  register: 'essay',
  things: [
    'the politics of nostalgia', 'our obsession with continuity', 'the intermarriage debate',
    'the way we talk about antisemitism', 'the synagogue dues model', 'the future of the Jewish left',
    'the future of the Jewish right', 'campus activism', 'day-school tuition', 'the peace process',
    'philanthropy’s blind spots', 'online outrage', 'the rabbinate’s hiring crisis', 'the loneliness epidemic',
    'the bar mitzvah arms race', 'the ethics of kosher certification', 'Jewish humor in an angry age',
    'Holocaust education', 'the communal obsession with data', 'the next generation of leaders',
  ],
  people: [
    'a columnist', 'a former diplomat', 'a pulpit rabbi', 'a student activist', 'a political scientist',
    'a lapsed idealist', 'a federation executive', 'a public-school teacher',
  ],
  details: [
    'a comment section that never sleeps', 'a panel discussion that ran forty minutes over',
    'a group chat that has not stopped buzzing since Tuesday', 'a donor dinner with very good wine',
    'a sermon that everyone quoted and nobody agreed with', 'an op-ed folded into a coat pocket',
  ],
  templates: [
    'Against {thing}', 'In Defense of {thing}', 'It’s Time to Rethink {thing}', 'The Trouble With {thing}',
    'We Need to Talk About {thing}', 'What {thing} Gets Wrong About {idea}', 'Stop Pretending About {thing}',
    'A Modest Proposal on {thing}', 'The Real Lesson of {thing}',
  ],
  tags: ['opinion', 'politics', 'antisemitism', 'education', 'philanthropy', 'diaspora', 'israel'],
  articleTypes: [['essay', 9], ['standard', 1]],
};

export const CULTURE: SectionTopics = {
  register: 'essay',
  things: [
    'a streaming series about a Hasidic family', 'the comedy club circuit', 'a klezmer-punk band',
    'a designer’s shtetl-inspired collection', 'a podcast everyone is quoting', 'the dating app boom',
    'a reality show set in Boca Raton', 'the new Yiddish theater', 'a viral recipe video', 'a Hanukkah pop song',
    'a museum’s late-night party', 'tattoo culture', 'the summer blockbuster’s rabbi character',
    'the return of the deli as nightlife', 'a video game about a golem', 'a sitcom revival', 'the bookstore café',
    'a drag cabaret in Tel Aviv', 'the celebrity bar mitzvah', 'a stand-up special about grief',
  ],
  people: [
    'a comedian', 'a showrunner', 'a fashion designer', 'a DJ', 'a game designer', 'a critic', 'a playwright',
    'an influencer', 'a costume designer', 'a talent agent',
  ],
  details: [
    'a green room with a bowl of untouched fruit', 'the blue light of a phone screen in a dark theater',
    'a line around the block on a Thursday night', 'a rack of costumes labeled by scene',
    'a playlist that somehow goes from Yiddish folk to disco', 'the first laugh of the night, nervous and relieved',
  ],
  templates: [
    'Why Everyone Is Talking About {thing}', 'The Unlikely Charm of {thing}', '{thing} Is the Moment',
    'What {thing} Says About Us', 'Binge-Watching {thing}', 'The Joke Behind {thing}',
  ],
  tags: ['film', 'television', 'comedy', 'humor', 'music', 'theater', 'love', 'fiction'],
  articleTypes: [['review', 4], ['essay', 4], ['interview', 2], ['standard', 1]],
};
