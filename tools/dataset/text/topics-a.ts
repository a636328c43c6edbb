/** Topic banks for news, arts-letters, belief, israel-middle-east, food and holidays. */
import type { SectionTopics } from './topics.js';

export const NEWS: SectionTopics = {
  register: 'report',
  things: [
    'the new housing bill', 'a school board fight', 'the latest census numbers', 'a synagogue security grant',
    'the city council vote', 'the annual hate-crime report', 'a campus free-speech dispute', 'the shuttered community center',
    'the eruv lawsuit', 'the kosher meat shortage', 'a refugee resettlement program', 'the state budget',
    'the museum’s funding gap', 'an interfaith coalition', 'a nonprofit merger', 'the cemetery restoration fund',
    'the teachers’ strike', 'a long-delayed memorial', 'the zoning board', 'the election turnout data',
    'a landmark court ruling', 'the transit expansion', 'the day-school tuition crisis', 'the summer camp staffing shortage',
    'rising insurance premiums', 'the federation’s annual survey',
  ],
  people: [
    'a first-term council member', 'the state attorney general', 'a veteran organizer', 'a synagogue president',
    'a union steward', 'a school principal', 'the county clerk', 'a civil-rights lawyer', 'a night-shift nurse',
    'a security volunteer',
  ],
  details: [
    'a folding table stacked with petitions', 'the fluorescent hum of a council chamber at midnight',
    'a parking lot full of buses waiting to leave', 'a spreadsheet that nobody wanted to read aloud',
    'a hand-lettered sign taped to a classroom door', 'the long line outside the county office',
  ],
  templates: [
    '{place} Braces for {thing}', 'What {thing} Means for {place}', 'Inside the Fight Over {thing}',
    'Questions Mount Over {thing}', 'The Numbers Behind {thing}', 'In {place}, {thing} Divides a Neighborhood',
    'Five Things to Know About {thing}', 'Why {thing} Stalled in {place}', 'A Reckoning Over {thing} in {place}',
    'Who Pays for {thing}?', '{place} Residents Weigh In on {thing}', 'The Quiet Politics of {thing}',
    'How {person} Took On {thing}', 'After a Long Year, {place} Confronts {thing}',
  ],
  tags: ['politics', 'elections', 'education', 'antisemitism', 'new-york', 'immigration', 'philanthropy', 'synagogues'],
  articleTypes: [['news', 8], ['standard', 2], ['interview', 1]],
};

export const ARTS_LETTERS: SectionTopics = {
  register: 'essay',
  things: [
    'a forgotten Yiddish novel', 'a new translation of a Soviet-era poet', 'the klezmer revival',
    'an exhibition of immigrant photography', 'a Broadway revival of a 1960s musical', 'the memoir everyone is arguing about',
    'a debut novel set in Odessa', 'the poet’s last notebook', 'a museum show of illuminated haggadahs',
    'the golden age of the Yiddish theater', 'a graphic novel about a family secret', 'the art of the ketubah',
    'a sculptor’s abandoned studio', 'a string quartet written in exile', 'an unfinished opera',
    'the cantorial records of the 1920s', 'a little magazine from the 1930s', 'a translator’s private library',
    'the paintings of a forgotten modernist', 'a Ladino songbook', 'a photographer’s archive of street life',
    'the short stories of a reluctant genius', 'a children’s book that outlived its author', 'the last Yiddish typewriter repairman',
  ],
  people: [
    'a translator', 'a novelist', 'a poet', 'a gallery owner', 'a cellist', 'a theater director', 'a museum curator',
    'a book critic', 'a printmaker', 'a literary executor',
  ],
  details: [
    'the smell of foxed paper in a secondhand bookshop', 'a stage lit by a single bare bulb',
    'pencil notes crowding the margins of a first edition', 'a violin case held together with tape',
    'the hush of a gallery just before opening', 'a stack of letters tied with kitchen string',
  ],
  templates: [
    'Reading {thing} in {place}', 'The Strange Afterlife of {thing}', '{thing}, Reconsidered',
    'Why We Keep Returning to {thing}', 'The Genius and the Mess of {thing}', 'What {thing} Knows About {idea}',
  ],
  tags: ['books', 'fiction', 'poetry', 'yiddish', 'music', 'theater', 'art', 'photography', 'museums', 'ladino'],
  articleTypes: [['essay', 4], ['review', 4], ['interview', 2], ['standard', 2]],
};

export const BELIEF: SectionTopics = {
  register: 'essay',
  things: [
    'the weekly Torah portion', 'a Friday-night minyan', 'the practice of Shabbat', 'a new siddur',
    'the laws of mourning', 'the mikveh', 'a synagogue without a rabbi', 'the Book of Jonah',
    'the High Holiday liturgy', 'the mezuzah on the door', 'a Talmud study group', 'the Kaddish',
    'the idea of teshuvah', 'a conversion class', 'the Psalms', 'the havdalah candle', 'a rabbi’s sermon notebook',
    'the prayer for the sick', 'the tradition of tzedakah', 'the commandment to rest', 'the Book of Ruth',
    'the blessing over bread', 'a women’s prayer group', 'the practice of counting the Omer',
  ],
  people: [
    'a pulpit rabbi', 'a cantor', 'a chaplain', 'a Talmud teacher', 'a convert', 'a hospice volunteer',
    'a yeshiva student', 'a lay leader', 'a scribe', 'a skeptic who still goes to shul',
  ],
  details: [
    'a braided candle hissing as it meets the wine', 'the worn velvet of an old Torah cover',
    'a prayer book with a grandparent’s name inked inside', 'late-afternoon light across an empty sanctuary',
    'the creak of a folding chair during a long silence', 'the murmur of a room reading in unison',
  ],
  templates: [
    'Learning to Pray With {thing}', 'What {thing} Asks of Us', 'The Theology of {thing}',
    'A Skeptic’s Guide to {thing}', '{thing} and the Art of Paying Attention', 'Finding {idea} in {thing}',
  ],
  tags: ['torah', 'talmud', 'prayer', 'shabbat', 'rabbis', 'synagogues', 'interfaith', 'hebrew'],
  articleTypes: [['essay', 6], ['standard', 3], ['interview', 1]],
};

export const ISRAEL: SectionTopics = {
  register: 'report',
  things: [
    'the Jerusalem light rail', 'a Tel Aviv startup', 'the water crisis in the Jordan Valley', 'the coalition talks',
    'a kibbutz reinventing itself', 'the desalination plants', 'a Haifa arts festival', 'the regional normalization deals',
    'the reservists’ protests', 'a bilingual school', 'the Dead Sea’s retreating shoreline', 'a Bedouin village in the Negev',
    'the Galilee olive harvest', 'the housing market', 'a new Israeli novel', 'the Knesset’s budget fight',
    'Eilat’s coral reef', 'the Jaffa flea market', 'an Arab-Jewish theater company', 'the border communities of the north',
    'the Hebrew language academy', 'the country’s tech sector', 'a Jerusalem soup kitchen', 'the new national library',
  ],
  people: [
    'a Knesset member', 'a reservist', 'a kibbutz secretary', 'a Bedouin teacher', 'a Tel Aviv entrepreneur',
    'a Haifa playwright', 'a water engineer', 'a tour guide in the Old City', 'a farmer near the border', 'a pollster',
  ],
  details: [
    'the first call of the shuk vendors before dawn', 'dust on the windshield after a long drive south',
    'a café table covered in newspapers in three languages', 'the sea wind off the promenade in Jaffa',
    'a bus stop crowded with soldiers going home for Shabbat', 'the white glare of Jerusalem stone at noon',
  ],
  templates: [
    'Letter From {place}: {thing}', 'What {thing} Reveals About Israel Now', 'The Battle Over {thing}',
    'Can {thing} Hold?', 'On the Ground With {thing}', 'The View From {place}',
  ],
  tags: ['israel', 'middle-east', 'jerusalem', 'tel-aviv', 'politics', 'hebrew', 'technology', 'climate'],
  articleTypes: [['news', 6], ['standard', 3], ['interview', 2], ['essay', 2]],
};

export const FOOD: SectionTopics = {
  register: 'essay',
  things: [
    'the perfect challah', 'Friday-night chicken soup', 'a Yemenite spice market', 'the Passover brisket',
    'the humble potato kugel', 'a Sephardi Rosh Hashanah table', 'the Jewish deli', 'a grandmother’s recipe box',
    'the bagel wars', 'schmaltz', 'a Syrian Jewish cookbook', 'the art of gefilte fish', 'the Shabbat cholent',
    'Persian rice', 'the rugelach at a corner bakery', 'the pastrami sandwich', 'a kosher barbecue competition',
    'Moroccan fish for Friday night', 'the honey cake', 'Iraqi amba', 'the latke', 'hamantaschen fillings',
    'the community cookbook', 'a bakery that never closes',
  ],
  people: [
    'a pastry chef', 'a deli owner', 'a cookbook author', 'a home cook', 'a caterer', 'a kosher supervisor',
    'a baker’s apprentice', 'a food historian', 'a restaurant critic', 'a spice merchant',
  ],
  details: [
    'the hiss of onions in a cast-iron pan', 'a kitchen table covered in flour and lists',
    'the steam rising off a pot that has simmered since morning', 'a recipe card stained with a decade of oil',
    'the crackle of a crust cooling on the counter', 'a jar of preserved lemons glowing on a windowsill',
  ],
  templates: [
    'The Secret to {thing}', 'In Praise of {thing}', 'How to Think About {thing}', 'A Love Letter to {thing}',
    'Everything I Know About {thing}', 'The Delicious History of {thing}',
  ],
  tags: ['recipes', 'baking', 'deli', 'kosher', 'family', 'sephardi', 'ashkenazi', 'shabbat'],
  articleTypes: [['standard', 4], ['essay', 3], ['recipe', 3]],
};

export const HOLIDAYS: SectionTopics = {
  register: 'essay',
  // Holiday articles take their subject from the holiday bank (text/holidays.ts); these are fallbacks.
  things: ['the Jewish calendar', 'the holiday table', 'a family tradition', 'the festival season'],
  people: [
    'a synagogue educator', 'a grandmother', 'a holiday caterer', 'a cantor', 'a kindergarten teacher',
    'a rabbi on call', 'a family of seven', 'an interfaith couple',
  ],
  details: [
    'candle wax pooled on a silver tray', 'children chasing each other under the folding tables',
    'the good tablecloth that only comes out once a year', 'a stack of borrowed chairs by the door',
    'the hush before the blessing', 'the last guests lingering over cold tea',
  ],
  templates: [
    'A New Way to Celebrate {thing}', 'What {thing} Means to Me Now', 'The Forgotten History of {thing}',
    'Making Room for {thing}', 'Our Family’s {thing}', 'The Joy and Exhaustion of {thing}',
  ],
  tags: ['family', 'recipes', 'prayer', 'shabbat', 'parenting'],
  articleTypes: [['standard', 5], ['essay', 4], ['recipe', 1]],
};
