/** Recipe bank, part one: holiday mains, breads, soups and fried things. */
import type { Dish } from './recipe-types.js';

export const DISHES_A: readonly Dish[] = [
  {
    intro: 'A brisket that tastes even better the day after it is made, which is exactly when you should serve it.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Coffee-Braised Brisket', '1 cup strong brewed coffee', 'Pour the coffee into the pan and scrape up the browned bits.', { after: 2 }],
      ['Pomegranate Brisket', '1 cup pomegranate juice and seeds from half a pomegranate', 'Scatter the pomegranate seeds over the sliced meat just before serving.', 'end'],
      ['Sweet-and-Sour Brisket', '1/2 cup chili sauce and 3 tablespoons brown sugar', 'Stir the chili sauce and sugar into the onions.', { after: 2 }],
      ['Brisket With Dried Apricots', '1 cup dried apricots', 'Tuck the apricots around the meat for the final hour of cooking.'],
    ],
    parts: [{
      ingredients: ['1 first-cut beef brisket (about 5 pounds)', '2 teaspoons kosher salt', '1 teaspoon black pepper', '3 tablespoons olive oil', '4 large onions, sliced', '6 garlic cloves, smashed', '2 tablespoons tomato paste', '2 cups beef or chicken stock', '3 bay leaves'],
      steps: ['Heat the oven to 325°F. Season the brisket all over with salt and pepper.', 'Brown the brisket in the oil in a large roasting pan, about 5 minutes a side, then set aside.', 'Cook the onions in the same pan until deep golden, about 20 minutes; add the garlic and tomato paste for the last 2 minutes.', 'Return the brisket, fat side up, add the stock and bay leaves, cover tightly and braise for 3 1/2 hours, until tender.', 'Cool, refrigerate overnight, then slice against the grain and rewarm in the sauce.'],
    }],
    yield: 'Serves 10 to 12', prep: 30, cook: 240, categories: ['Main', 'Meat', 'Make Ahead'], seasons: ['fall', 'winter'], holidays: ['rosh-hashanah', 'passover'], tags: ['recipes', 'ashkenazi', 'family'],
  },
  {
    intro: 'Six strands, a shiny crust and a crumb soft enough to tear with one hand.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Classic Six-Strand Challah', '1 egg yolk for a second coat of glaze', 'Brush with a second coat of glaze halfway through baking.'],
      ['Round Raisin Challah', '3/4 cup golden raisins', 'Knead in the raisins, divide the dough in half, roll each half into a long rope and coil it into a spiral on a lined baking sheet.', { replace: 0 }],
      ['Za’atar Challah', '3 tablespoons za’atar mixed with 2 tablespoons olive oil', 'Spread the za’atar oil over the braid before baking.'],
      ['Honey Whole Wheat Challah', '1 1/2 cups whole wheat flour in place of some of the white flour', 'Expect the whole wheat dough to feel a little stickier; resist adding more flour.', { after: 1, part: 0 }],
    ],
    parts: [
      { title: 'For the dough', ingredients: ['1 tablespoon active dry yeast', '1 cup warm water', '1/3 cup honey', '1/2 cup neutral oil', '3 large eggs', '2 teaspoons kosher salt', '5 cups bread flour'], steps: ['Dissolve the yeast in the water with a spoonful of the honey and let it foam, about 5 minutes.', 'Whisk in the remaining honey, the oil, eggs and salt, then stir in the flour.', 'Knead until smooth and elastic, about 10 minutes, and let rise, covered, until doubled, about 2 hours.'] },
      { title: 'To shape and bake', ingredients: ['1 egg beaten with 1 tablespoon water', 'Sesame or poppy seeds (optional)'], steps: ['Divide the dough into six ropes and braid them on a lined baking sheet.', 'Let rise 45 minutes, brush with the egg wash and sprinkle with seeds.', 'Bake at 350°F until deep brown, 30 to 35 minutes.'] },
    ],
    wait: 165, yield: 'Makes 2 loaves', prep: 40, cook: 35, categories: ['Baking', 'Bread', 'Shabbat'], seasons: ['fall', 'winter', 'spring', 'summer'], holidays: ['rosh-hashanah'], tags: ['baking', 'shabbat', 'recipes'],
  },
  {
    intro: 'The soup that fixes things: clear, golden and deeply chickeny.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Golden Chicken Soup With Matzah Balls', '1 batch of matzah balls', 'Simmer the matzah balls in the finished broth for 10 minutes.', 'end'],
      ['Chicken Soup With Dill and Lemon', 'Juice of 1 lemon and a big handful of dill', 'Stir in the lemon juice and dill off the heat.', 'end'],
      ['Yemenite Chicken Soup With Hawaij', '1 tablespoon hawaij spice blend', 'Stir the hawaij into the simmering pot so it perfumes the broth.', { after: 0 }],
      ['Chicken Soup With Kreplach', '24 meat-filled kreplach', 'Boil the kreplach separately and add them to each bowl.', 'end'],
    ],
    parts: [{
      ingredients: ['1 whole chicken (about 4 pounds), cut into pieces', '4 quarts cold water', '2 onions, halved', '4 carrots, peeled', '3 celery stalks', '1 parsnip', '1 bunch parsley', '1 tablespoon kosher salt', '10 black peppercorns'],
      steps: ['Cover the chicken with the cold water in a large pot and bring slowly to a simmer, skimming off the foam.', 'Add the vegetables, parsley, salt and peppercorns and simmer gently, uncovered, for 2 1/2 hours.', 'Strain the broth, pick the meat from the bones and slice the carrots.', 'Chill the broth overnight if you can, and lift off the fat before reheating.'],
    }],
    yield: 'Serves 8', prep: 20, cook: 150, categories: ['Soup', 'Meat'], seasons: ['fall', 'winter'], holidays: ['rosh-hashanah', 'passover', 'yom-kippur'], tags: ['recipes', 'ashkenazi', 'shabbat'],
  },
  {
    intro: 'Crisp at the edges, tender inside, and gone within minutes of leaving the pan.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Classic Potato Latkes', '1 extra russet potato', 'Serve with applesauce and sour cream.', 'end'],
      ['Sweet Potato Latkes', '1 pound sweet potatoes, grated, in place of half the potatoes', 'Fry these over slightly lower heat than usual so the sugars do not burn.', { after: 1 }],
      ['Zucchini and Feta Latkes', '2 zucchini, grated and salted, and 4 ounces crumbled feta', 'Squeeze the zucchini very dry before mixing.', { after: 0 }],
      ['Celery Root Latkes', '1 small celery root, peeled and grated', 'Finish with flaky salt and chopped chives.', 'end'],
    ],
    parts: [{
      ingredients: ['2 pounds russet potatoes, peeled', '1 onion', '2 large eggs', '1/3 cup matzah meal or flour', '1 1/2 teaspoons kosher salt', '1/2 teaspoon black pepper', 'Neutral oil, for frying'],
      steps: ['Grate the potatoes and onion on the large holes of a box grater, then wring them out in a clean towel.', 'Mix with the eggs, matzah meal, salt and pepper.', 'Heat 1/4 inch of oil in a heavy skillet and fry heaping spoonfuls, flattened, until deep golden, 3 to 4 minutes a side.', 'Drain on a rack and keep warm in a low oven while you fry the rest.'],
    }],
    yield: 'Makes about 24', prep: 30, cook: 30, categories: ['Side', 'Vegetarian', 'Fried'], seasons: ['winter'], holidays: ['hanukkah'], tags: ['recipes', 'ashkenazi', 'hanukkah'],
  },
  {
    intro: 'Every family has a kugel, and every family thinks theirs is the right one.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Sweet Noodle Kugel', '1/2 cup golden raisins', 'Fold in the raisins with the noodles.', { after: 2 }],
      ['Savory Noodle Kugel With Caramelized Onions', '3 onions, slowly caramelized', 'Leave the sugar out of the custard in the next step, and fold in the onions with the noodles.', { after: 1 }],
      ['Apple Cinnamon Kugel', '2 tart apples, diced, and 1 teaspoon cinnamon', 'Scatter the apples over the top before baking.'],
      ['Yerushalmi Kugel', '1 tablespoon coarsely ground black pepper', 'Caramelize the sugar in the oil until dark amber and toss the hot noodles in it before folding them into the custard.', { after: 1 }],
    ],
    parts: [{
      ingredients: ['1 pound wide egg noodles', '4 tablespoons butter, melted', '1 cup cottage cheese', '1 cup sour cream', '4 large eggs', '1/2 cup sugar', '1 teaspoon vanilla', '1/2 teaspoon salt'],
      steps: ['Heat the oven to 350°F and butter a 9-by-13-inch dish.', 'Boil the noodles until just tender and drain well.', 'Whisk together the butter, cottage cheese, sour cream, eggs, sugar, vanilla and salt, then fold in the noodles.', 'Bake until set and golden on top, about 1 hour. Let rest 15 minutes before cutting.'],
    }],
    yield: 'Serves 12', prep: 20, cook: 60, categories: ['Side', 'Dairy', 'Vegetarian'], seasons: ['fall', 'winter', 'spring'], holidays: ['yom-kippur', 'shavuot'], tags: ['recipes', 'ashkenazi', 'family'],
  },
  {
    intro: 'A tender, not-too-sweet dough that holds its three corners in the oven.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Apricot Hamantaschen', '1 cup apricot jam', 'Fill each round with a teaspoon of apricot jam, then fold up three sides and pinch the corners firmly.', { replace: 1 }],
      ['Poppy Seed Hamantaschen', '1 cup poppy seed filling', 'Fill each round with the poppy seed filling, the old-fashioned way, then fold up three sides and pinch the corners firmly.', { replace: 1 }],
      ['Chocolate Tahini Hamantaschen', '1/2 cup tahini whipped with 4 ounces melted chocolate', 'Chill the chocolate tahini filling until scoopable.', 'start'],
      ['Raspberry Almond Hamantaschen', '3/4 cup raspberry jam and 1/2 teaspoon almond extract', 'Add the almond extract to the dough with the vanilla.', { after: -1, part: 0 }],
    ],
    parts: [
      { title: 'For the dough', ingredients: ['2 1/4 cups flour', '1/2 cup sugar', '1/2 teaspoon baking powder', '1/4 teaspoon salt', '1/2 cup cold butter or margarine', '1 large egg', '2 tablespoons orange juice', '1 teaspoon vanilla'], steps: ['Pulse the flour, sugar, baking powder and salt; add the butter and pulse to coarse crumbs.', 'Add the egg, juice and vanilla and pulse until the dough comes together. Chill 1 hour.'] },
      { title: 'To shape', ingredients: ['1 egg, beaten, for sealing'], steps: ['Roll the dough 1/8 inch thick and cut 3-inch rounds.', 'Spoon filling into the center, then fold up three sides and pinch the corners firmly.', 'Bake at 350°F until just golden, 12 to 14 minutes.'] },
    ],
    wait: 60, yield: 'Makes about 30', prep: 45, cook: 14, categories: ['Dessert', 'Baking', 'Cookies'], seasons: ['spring', 'winter'], holidays: ['purim'], tags: ['baking', 'recipes', 'purim'],
  },
  {
    intro: 'A skillet of eggs poached in spiced tomatoes and peppers: breakfast, lunch or dinner.',
    cuisine: 'North African',
    variants: [
      ['Classic Shakshuka', '1 teaspoon sweet paprika', 'Serve straight from the pan with plenty of bread.', 'end'],
      ['Green Shakshuka', '4 cups chopped chard and spinach in place of the tomatoes', 'Wilt the greens down before making wells for the eggs.', { after: 1 }],
      ['Shakshuka With Feta and Olives', '4 ounces feta and a handful of olives', 'Crumble the feta over the eggs for the last minute.'],
      ['Shakshuka With Roasted Peppers', '2 roasted red peppers, sliced', 'Stir in the roasted peppers with the tomatoes.', { after: 1 }],
    ],
    parts: [{
      ingredients: ['3 tablespoons olive oil', '1 onion, sliced', '1 red bell pepper, sliced', '3 garlic cloves, sliced', '1 teaspoon cumin', '1 can (28 ounces) whole tomatoes', '6 large eggs', 'Salt and harissa to taste', 'Chopped cilantro'],
      steps: ['Soften the onion and pepper in the oil over medium heat, about 10 minutes.', 'Add the garlic and cumin, then the tomatoes, crushing them; simmer until thick, 15 minutes.', 'Make six wells, crack in the eggs, cover and cook until the whites set, 6 to 8 minutes.', 'Finish with cilantro and a spoonful of harissa.'],
    }],
    yield: 'Serves 4', prep: 10, cook: 30, categories: ['Breakfast', 'Vegetarian', 'Quick'], seasons: ['spring', 'summer'], holidays: [], tags: ['recipes', 'sephardi', 'israel'],
  },
  {
    intro: 'Dense, creamy and tall, with a crisp crust: the dessert of Shavuot.',
    cuisine: 'American Jewish',
    variants: [
      ['New York Cheesecake', '1/2 cup sour cream', 'Spread the sour cream over the baked cake and return to the oven for 5 minutes.'],
      ['Lemon Ricotta Cheesecake', '1 cup whole-milk ricotta and the zest of 2 lemons', 'Beat the ricotta with the cream cheese until smooth.', 'start'],
      ['Honey Cheesecake With Figs', '1/3 cup honey and 6 fresh figs', 'Top the chilled cake with sliced figs and a drizzle of honey.', 'end'],
      ['Labneh Cheesecake With Pistachios', '1 cup labneh and 1/3 cup chopped pistachios', 'Sprinkle the pistachios over the top before serving.', 'end'],
    ],
    parts: [
      { title: 'For the crust', ingredients: ['1 1/2 cups graham cracker crumbs', '5 tablespoons butter, melted', '2 tablespoons sugar'], steps: ['Press the crumbs, butter and sugar into a 9-inch springform pan and bake at 350°F for 10 minutes.'] },
      { title: 'For the filling', ingredients: ['2 pounds cream cheese, softened', '1 cup sugar', '4 large eggs', '1 teaspoon vanilla'], steps: ['Beat the cream cheese and sugar until smooth, then the eggs one at a time and the vanilla.', 'Pour over the crust and bake in a water bath at 325°F for 1 hour 15 minutes.', 'Turn off the oven and let the cake cool inside with the door ajar, then chill overnight.'] },
    ],
    yield: 'Serves 12', prep: 30, cook: 85, categories: ['Dessert', 'Dairy', 'Baking'], seasons: ['spring', 'summer'], holidays: ['shavuot'], tags: ['baking', 'recipes', 'shavuot'],
  },
  {
    intro: 'Thin crepes wrapped around sweet cheese and browned in butter.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Cheese Blintzes', '2 tablespoons sour cream', 'Serve with sour cream and jam.', 'end'],
      ['Blueberry Blintzes', '2 cups blueberries cooked with 2 tablespoons sugar', 'Spoon the warm blueberries over the blintzes.', 'end'],
      ['Cherry Blintzes', '2 cups pitted sour cherries', 'Mix the filling, place a spoonful and a few cherries on the cooked side of each crepe and fold into a packet.', { replace: 0 }],
      ['Mushroom Blintzes', '1 pound mushrooms sautéed with shallots', 'Use the mushrooms in place of the sugar in the filling.', 'start'],
    ],
    parts: [
      { title: 'For the crepes', ingredients: ['1 cup flour', '1 1/2 cups milk', '3 large eggs', '2 tablespoons butter, melted', 'Pinch of salt'], steps: ['Blend the batter until smooth and rest 30 minutes.', 'Cook thin crepes on one side only in a buttered 8-inch pan and stack them.'] },
      { title: 'For the filling', ingredients: ['1 pound farmer cheese', '1 egg yolk', '3 tablespoons sugar', 'Zest of 1 lemon'], steps: ['Mix the filling, place a spoonful on the cooked side of each crepe and fold into a packet.', 'Brown the blintzes in butter, seam side down first, 2 minutes a side.'] },
    ],
    wait: 30, yield: 'Makes 14', prep: 40, cook: 30, categories: ['Breakfast', 'Dairy'], seasons: ['summer', 'spring'], holidays: ['shavuot'], tags: ['recipes', 'ashkenazi', 'shavuot'],
  },
  {
    intro: 'Pillowy fried doughnuts with a generous heart of jam.',
    cuisine: 'Israeli',
    variants: [
      ['Jelly Sufganiyot', '1 cup strawberry jam', 'Pipe the jam into each doughnut through a small hole in the side.', 'end'],
      ['Dulce de Leche Sufganiyot', '1 cup dulce de leche', 'Fill with dulce de leche and dust with cinnamon sugar.', 'end'],
      ['Chocolate Sufganiyot', '1 cup chocolate pastry cream', 'Dip the tops in melted chocolate after filling.', 'end'],
      ['Lemon Curd Sufganiyot', '1 cup lemon curd', 'Fill with lemon curd and finish with powdered sugar.', 'end'],
    ],
    parts: [{
      ingredients: ['1 tablespoon active dry yeast', '3/4 cup warm milk', '1/4 cup sugar', '3 cups flour', '2 large eggs', '3 tablespoons soft butter', '1/2 teaspoon salt', 'Oil, for frying', 'Powdered sugar'],
      steps: ['Proof the yeast in the milk with a pinch of the sugar, then mix with the remaining ingredients into a soft dough.', 'Knead 8 minutes and let rise until doubled, about 1 1/2 hours.', 'Roll 1/2 inch thick, cut 2 1/2-inch rounds and let rise 30 minutes.', 'Fry at 350°F until deep golden, about 90 seconds a side; drain, fill and dust with sugar.'],
    }],
    wait: 120, yield: 'Makes about 18', prep: 40, cook: 30, categories: ['Dessert', 'Fried'], seasons: ['winter'], holidays: ['hanukkah'], tags: ['baking', 'israel', 'hanukkah'],
  },
  {
    intro: 'Moist, dark and fragrant, a cake for a sweet new year.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Classic Honey Cake', '1/2 cup chopped walnuts', 'Scatter the walnuts over the batter before baking.'],
      ['Honey Cake With Coffee and Spice', '3/4 cup strong coffee and 1/2 teaspoon cloves', 'Use the coffee in place of the tea.', 'start'],
      ['Olive Oil Honey Cake', '1/2 cup fruity olive oil in place of the neutral oil', 'Brush the warm cake with a little extra honey.', 'end'],
      ['Honey Apple Cake', '2 apples, grated', 'Fold the apples into the batter.', { after: 1 }],
    ],
    parts: [{
      ingredients: ['3 1/2 cups flour', '1 tablespoon baking powder', '1 teaspoon baking soda', '2 teaspoons cinnamon', '1 cup honey', '1 cup sugar', '1 cup neutral oil', '3 large eggs', '1 cup strong brewed tea', '1/2 cup orange juice'],
      steps: ['Heat the oven to 350°F and grease two loaf pans.', 'Whisk the dry ingredients; in another bowl whisk the honey, sugar, oil, eggs, tea and juice.', 'Combine gently and divide between the pans.', 'Bake until a tester comes out clean, about 55 minutes. The cake improves after a day, wrapped.'],
    }],
    yield: 'Makes 2 loaves', prep: 20, cook: 55, categories: ['Dessert', 'Baking', 'Pareve'], seasons: ['fall'], holidays: ['rosh-hashanah'], tags: ['baking', 'recipes', 'rosh-hashanah'],
  },
  {
    intro: 'Soaked matzah fried with eggs: the best thing to happen to leftover matzah.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Sweet Matzah Brei', '2 tablespoons cinnamon sugar', 'Serve with cinnamon sugar and maple syrup.', 'end'],
      ['Savory Matzah Brei With Onions', '1 onion, slowly browned', 'Fry the onion in the butter until golden, then cook the egg and matzah in the same pan.', { after: 1 }],
      ['Matzah Brei With Smoked Salmon', '4 ounces smoked salmon and chives', 'Fold in the salmon just as the eggs set.', 'end'],
      ['Matzah Brei Migas', '1 jalapeño and 1/2 cup salsa', 'Top with salsa and sliced jalapeño.', 'end'],
    ],
    parts: [{
      ingredients: ['4 sheets matzah', '4 large eggs', '1/4 teaspoon salt', '2 tablespoons butter'],
      steps: ['Break the matzah into pieces, run under warm water and drain.', 'Beat the eggs with the salt and stir in the matzah.', 'Cook in the butter over medium heat, stirring gently, until just set.'],
    }],
    yield: 'Serves 2', prep: 5, cook: 10, categories: ['Breakfast', 'Passover', 'Quick'], seasons: ['spring'], holidays: ['passover'], tags: ['recipes', 'ashkenazi', 'passover'],
  },
  {
    intro: 'The sweet paste on the seder plate, a reminder of mortar that tastes nothing like it.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Ashkenazi Apple Charoset', '1/4 cup sweet red wine', 'Moisten with the wine just before serving.', 'end'],
      ['Sephardi Date Charoset', '1 cup pitted dates', 'Simmer the dates until they collapse into a paste.', 'start'],
      ['Persian Charoset', '1/2 cup pomegranate seeds and a pinch of cardamom', 'Stir in the pomegranate seeds at the end.', 'end'],
      ['Yemenite Charoset', '1 teaspoon ground ginger and a pinch of chili', 'Roll into small balls and coat in sesame seeds.', 'end'],
    ],
    parts: [{
      ingredients: ['3 apples, cored and finely chopped', '1 cup walnuts, toasted', '1 teaspoon cinnamon', '2 tablespoons honey', 'Squeeze of lemon'],
      steps: ['Pulse the walnuts until coarsely chopped.', 'Mix with the apples, cinnamon, honey and lemon.', 'Let stand at least 1 hour for the flavors to meld.'],
    }],
    wait: 60, yield: 'Makes 3 cups', prep: 15, cook: 0, categories: ['Condiment', 'Passover', 'Pareve'], seasons: ['spring'], holidays: ['passover'], tags: ['recipes', 'sephardi', 'passover'],
  },
  {
    intro: 'The stew that cooks overnight so that nobody has to cook on Shabbat.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Classic Cholent', '1/2 cup pearl barley', 'Add the barley with everything else.'],
      ['Hamin With Eggs', '6 eggs in their shells', 'Nestle the eggs into the stew; they turn brown and creamy overnight.'],
      ['Vegetarian Cholent', '1 pound mushrooms and 2 tablespoons smoked paprika in place of the meat', 'Brown the mushrooms and onions well in a heavy pot, in place of the beef.', { replace: 0 }],
      ['Cholent With Kishke', '1 roll of kishke', 'Lay the kishke on top for the final 3 hours.', 'end'],
    ],
    parts: [{
      ingredients: ['2 pounds beef chuck, cubed', '1 cup dried beans, soaked', '6 small potatoes', '2 onions, chopped', '4 garlic cloves', '1 tablespoon paprika', '2 tablespoons honey', '2 teaspoons salt', 'Water to cover'],
      steps: ['Brown the beef and onions in a heavy pot.', 'Add everything else and water to cover by an inch.', 'Bring to a simmer, cover and cook at 200°F overnight, 12 to 18 hours.'],
    }],
    yield: 'Serves 8', prep: 25, cook: 720, categories: ['Main', 'Meat', 'Shabbat', 'Slow Cooked'], seasons: ['winter', 'fall'], holidays: [], tags: ['recipes', 'shabbat', 'ashkenazi'],
  },
  {
    intro: 'Flaky cream cheese dough rolled around a sweet filling, the pride of every bakery case.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Cinnamon Walnut Rugelach', '1 cup finely chopped walnuts', 'Sprinkle the walnuts over the sugar before rolling.'],
      ['Chocolate Rugelach', '4 ounces finely chopped chocolate', 'Scatter the chocolate over the dough before rolling.'],
      ['Apricot Rugelach', '1/2 cup apricot preserves', 'Spread the preserves thinly over each round.'],
      ['Raspberry Rugelach', '1/2 cup raspberry jam', 'Roll each disk into a 9-inch round, spread it thinly with the jam, then the filling, and cut into 12 wedges.', { replace: 0 }],
    ],
    parts: [
      { title: 'For the dough', ingredients: ['8 ounces cream cheese, cold', '1 cup butter, cold', '2 cups flour', '1/4 teaspoon salt'], steps: ['Pulse everything together until the dough clumps, divide into four disks and chill 2 hours.'] },
      { title: 'For the filling', ingredients: ['1/2 cup sugar', '1 tablespoon cinnamon', '1 egg, beaten'], steps: ['Roll each disk into a 9-inch round, spread with filling and cut into 12 wedges.', 'Roll up from the wide end, brush with egg and bake at 350°F for 22 minutes.'] },
    ],
    wait: 120, yield: 'Makes 48', prep: 45, cook: 22, categories: ['Baking', 'Dessert', 'Cookies'], seasons: ['winter', 'fall'], holidays: ['hanukkah'], tags: ['baking', 'recipes', 'ashkenazi'],
  },
];
