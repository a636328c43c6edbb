/** The holidays of the 5787 (2026-2027) cycle: dates, descriptions and subjects for articles. */

export type Season = 'spring' | 'summer' | 'fall' | 'winter';

export interface HolidayDef {
  slug: string;
  title: string;
  /** First full day (the holiday begins at sundown the evening before). */
  startDate: string;
  endDate: string;
  season: Season;
  brief: string;
  detailed: readonly string[];
  /** Subjects of articles about the holiday. */
  things: readonly string[];
}

export const HOLIDAYS: readonly HolidayDef[] = [
  {
    slug: 'rosh-hashanah', title: 'Rosh Hashanah', startDate: '2026-09-12', endDate: '2026-09-13', season: 'fall',
    brief: 'The Jewish New Year: two days of prayer, the shofar’s call and sweet foods for a sweet year.',
    detailed: [
      'Rosh Hashanah, literally the “head of the year,” falls on the first and second days of the Hebrew month of Tishrei. It opens the Ten Days of Awe, a season of reflection that ends on Yom Kippur.',
      'The shofar, a ram’s horn, is sounded in synagogue. At home, apples are dipped in honey, the challah is baked round, and many families eat foods whose names sound like blessings.',
    ],
    things: ['the shofar', 'apples and honey', 'the round challah', 'tashlich by the river', 'the High Holiday seats', 'a new year’s resolution', 'the pomegranate'],
  },
  {
    slug: 'yom-kippur', title: 'Yom Kippur', startDate: '2026-09-21', endDate: '2026-09-21', season: 'fall',
    brief: 'The Day of Atonement: a fast of some twenty-five hours given over to prayer and repentance.',
    detailed: [
      'Yom Kippur is the holiest day of the Jewish year. From sundown to nightfall, many Jews abstain from food and drink and spend the day in prayer, asking forgiveness of God and of one another.',
      'The evening begins with Kol Nidre and the day ends with Neilah, the closing of the gates, followed by a final long blast of the shofar and, finally, a break-fast.',
    ],
    things: ['the fast', 'Kol Nidre', 'the break-fast table', 'the white kittel', 'the closing prayer of Neilah', 'the art of apology'],
  },
  {
    slug: 'sukkot', title: 'Sukkot', startDate: '2026-09-26', endDate: '2026-10-02', season: 'fall',
    brief: 'The harvest festival: a week of meals in a temporary hut open to the sky.',
    detailed: [
      'Sukkot commemorates the forty years the Israelites spent in the desert and celebrates the autumn harvest. For seven days, meals are eaten, and sometimes nights are spent, in a sukkah, a hut with a roof of branches.',
      'Each day, the four species, the lulav and etrog with myrtle and willow, are waved in every direction. Tradition invites ancestral guests, the ushpizin, into the sukkah each night.',
    ],
    things: ['the sukkah', 'the lulav and etrog', 'the harvest festival', 'a sukkah on a city rooftop', 'the ushpizin', 'eating outdoors in October'],
  },
  {
    slug: 'simchat-torah', title: 'Simchat Torah', startDate: '2026-10-03', endDate: '2026-10-04', season: 'fall',
    brief: 'Rejoicing with the Torah: the yearly reading cycle ends and begins again, with dancing.',
    detailed: [
      'Simchat Torah follows Shemini Atzeret at the end of Sukkot. The last verses of Deuteronomy are read and, without a pause, the first verses of Genesis.',
      'The Torah scrolls are carried around the synagogue in seven joyful circuits, the hakafot, with singing, dancing and, often, candy for the children.',
    ],
    things: ['dancing with the Torah', 'the last verse of Deuteronomy', 'the hakafot', 'a street party for the Torah'],
  },
  {
    slug: 'hanukkah', title: 'Hanukkah', startDate: '2026-12-05', endDate: '2026-12-12', season: 'winter',
    brief: 'The festival of lights: eight nights of candles, fried foods and the story of the Maccabees.',
    detailed: [
      'Hanukkah recalls the rededication of the Temple in Jerusalem after the Maccabees’ revolt in the second century BCE, and the story of a small cruse of oil that burned for eight days.',
      'Each night one more candle is lit on the menorah, placed where passersby can see it. Latkes and sufganiyot are fried in oil, and children spin the dreidel for chocolate coins.',
    ],
    things: ['the menorah', 'latkes', 'sufganiyot', 'the dreidel', 'Hanukkah gelt', 'the Maccabees', 'eight nights of candles'],
  },
  {
    slug: 'tu-bishvat', title: 'Tu BiShvat', startDate: '2027-01-23', endDate: '2027-01-23', season: 'winter',
    brief: 'The new year of the trees: fruit, planting and a seder that celebrates the natural world.',
    detailed: [
      'Tu BiShvat, the fifteenth of the month of Shevat, began as a date in the agricultural calendar. Kabbalists in sixteenth-century Safed made it a celebration with its own seder of fruits and wine.',
      'Today it is often an occasion for planting trees and for thinking about the environment.',
    ],
    things: ['the trees’ new year', 'the Tu BiShvat seder', 'dried fruit', 'an almond tree in bloom'],
  },
  {
    slug: 'purim', title: 'Purim', startDate: '2027-03-23', endDate: '2027-03-23', season: 'spring',
    brief: 'The carnival holiday: the Book of Esther, costumes, gifts of food and a festive meal.',
    detailed: [
      'Purim celebrates the rescue of the Jews of ancient Persia, as told in the Book of Esther. The Megillah is read aloud, and the villain Haman’s name is drowned out with noisemakers.',
      'People dress in costume, send gifts of food to friends, give to the poor and share a festive meal. Hamantaschen, triangular filled cookies, are everywhere.',
    ],
    things: ['the Megillah', 'hamantaschen', 'the Purim spiel', 'costumes', 'mishloach manot', 'Queen Esther'],
  },
  {
    slug: 'passover', title: 'Passover', startDate: '2027-04-22', endDate: '2027-04-29', season: 'spring',
    brief: 'The festival of freedom: the seder, matzah and the story of the Exodus from Egypt.',
    detailed: [
      'Passover, or Pesach, commemorates the Exodus from Egypt. For eight days (seven in Israel), leavened bread is put away and matzah is eaten instead.',
      'On the first nights, families gather for the seder, retelling the story from the Haggadah with four cups of wine, four questions and a plate of symbolic foods.',
    ],
    things: ['the seder', 'matzah', 'the Haggadah', 'the four questions', 'the afikoman', 'cleaning out the chametz', 'the seder plate'],
  },
  {
    slug: 'shavuot', title: 'Shavuot', startDate: '2027-06-11', endDate: '2027-06-12', season: 'summer',
    brief: 'The festival of weeks: the giving of the Torah, all-night study and a table of dairy foods.',
    detailed: [
      'Shavuot comes seven weeks after Passover and marks the giving of the Torah at Mount Sinai. It was also the festival of the first fruits of the wheat harvest.',
      'Many communities stay up all night studying, read the Book of Ruth and eat dairy foods: blintzes, cheesecake and more.',
    ],
    things: ['cheesecake', 'the Book of Ruth', 'the all-night study session', 'blintzes', 'the giving of the Torah'],
  },
  {
    slug: 'tisha-bav', title: 'Tisha B’Av', startDate: '2027-08-12', endDate: '2027-08-12', season: 'summer',
    brief: 'The saddest day of the year: a fast mourning the destruction of the Temples.',
    detailed: [
      'Tisha B’Av, the ninth of the month of Av, mourns the destruction of both Temples in Jerusalem and other calamities of Jewish history.',
      'It is a full fast. The Book of Lamentations is chanted in dim light, and worshippers sit on the floor or on low stools, as mourners do.',
    ],
    things: ['the Book of Lamentations', 'the fast of the ninth of Av', 'sitting on the floor', 'the Western Wall at night'],
  },
];
