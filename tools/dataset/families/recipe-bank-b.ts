/** Recipe bank, part two: breads, fish, vegetables, salads and desserts. */
import type { Dish } from './recipe-types.js';

export const DISHES_B: readonly Dish[] = [
  {
    intro: 'A laminated, swirled loaf that looks far harder to make than it is.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Chocolate Babka', '6 ounces dark chocolate', 'Roll the dough into a rectangle, spread the melted chocolate filling edge to edge and roll up tightly.', { replace: 0 }],
      ['Cinnamon Babka', '2 tablespoons cinnamon', 'Use the cinnamon sugar filling in place of chocolate.', 'start'],
      ['Halva Babka', '5 ounces crumbled halva and 2 tablespoons tahini', 'Roll the dough into a rectangle, spread the tahini, scatter the halva over it and roll up tightly.', { replace: 0 }],
      ['Cheese Babka', '8 ounces farmer cheese sweetened with sugar and lemon', 'Roll the dough into a rectangle, spread the cheese filling thinly and roll up tightly.', { replace: 0 }],
    ],
    parts: [
      { title: 'For the dough', ingredients: ['4 cups flour', '1/2 cup sugar', '1 tablespoon instant yeast', '3 eggs', '1/2 cup milk', '10 tablespoons soft butter', '1 teaspoon salt'], steps: ['Knead the dough until glossy, about 10 minutes, then chill overnight.'] },
      { title: 'To fill and bake', ingredients: ['Filling of your choice', '1/3 cup sugar boiled with 1/3 cup water, for syrup'], steps: ['Roll the dough into a rectangle, spread the filling and roll up tightly.', 'Halve lengthwise, twist the halves together and set in a loaf pan to rise for 1 1/2 hours.', 'Bake at 350°F for 40 minutes and brush with syrup while hot.'] },
    ],
    wait: 90, yield: 'Makes 2 loaves', prep: 60, cook: 40, categories: ['Baking', 'Bread', 'Dessert'], seasons: ['winter', 'spring'], holidays: [], tags: ['baking', 'deli', 'recipes'],
  },
  {
    intro: 'Gently poached fish dumplings, much better homemade than you remember.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Homemade Gefilte Fish', '2 carrots, sliced, for garnish', 'Top each piece with a slice of carrot.', 'end'],
      ['Baked Gefilte Fish Loaf', '1 tablespoon chopped dill', 'Spread the mixture in a greased loaf pan and bake at 325°F for 1 hour instead of poaching; cool, chill and serve in slices.', { replace: 2, count: 2 }],
      ['Gefilte Fish With Beet Horseradish', '1 cup beet horseradish', 'Serve with plenty of beet horseradish.', 'end'],
      ['Moroccan Fish Balls in Tomato Sauce', '2 cups spiced tomato sauce', 'Form small balls with wet hands and simmer them in the tomato sauce for 1 hour instead of the broth; serve warm or at room temperature.', { replace: 2, count: 2 }],
    ],
    parts: [{
      ingredients: ['2 pounds mixed white fish fillets (whitefish, pike, carp)', '2 onions', '2 eggs', '1/4 cup matzah meal', '1 tablespoon sugar', '2 teaspoons salt', '1/2 teaspoon white pepper', '2 quarts fish stock'],
      steps: ['Grind the fish and one onion finely.', 'Mix in the eggs, matzah meal, sugar, salt and pepper, beating until light.', 'Form ovals with wet hands and poach in the simmering stock with the second onion for 1 hour.', 'Cool in the broth and serve chilled.'],
    }],
    yield: 'Makes 18 pieces', prep: 40, cook: 60, categories: ['Appetizer', 'Fish', 'Passover'], seasons: ['spring', 'fall'], holidays: ['passover', 'rosh-hashanah'], tags: ['recipes', 'ashkenazi', 'passover'],
  },
  {
    intro: 'Cabbage leaves rolled around rice and meat and baked in a sweet-sour tomato sauce.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Sweet-and-Sour Stuffed Cabbage', '1/2 cup raisins', 'Add the raisins to the sauce.'],
      ['Vegetarian Stuffed Cabbage', '1 cup cooked lentils in place of the beef', 'Mix the lentils, rice, onion, egg, salt and pepper in place of the beef, and season the filling generously with paprika.', { replace: 1 }],
      ['Stuffed Cabbage With Rice and Dill', '1 bunch dill, chopped', 'Mix the dill into the filling.', { after: 1 }],
      ['Romanian Sarmale', '4 ounces smoked beef, diced', 'Layer sauerkraut between the rolls.'],
    ],
    parts: [{
      ingredients: ['1 large head green cabbage', '1 pound ground beef', '1/2 cup uncooked rice', '1 onion, grated', '1 egg', '1 can (28 ounces) crushed tomatoes', '1/4 cup brown sugar', '3 tablespoons lemon juice', 'Salt and pepper'],
      steps: ['Core the cabbage and blanch it, peeling off leaves as they soften.', 'Mix the beef, rice, onion, egg, salt and pepper.', 'Roll a spoonful of filling in each leaf and pack the rolls seam side down in a pot.', 'Pour over the tomatoes, sugar and lemon, cover and simmer for 2 hours.'],
    }],
    yield: 'Makes about 20 rolls', prep: 60, cook: 120, categories: ['Main', 'Meat'], seasons: ['fall', 'winter'], holidays: ['sukkot', 'simchat-torah'], tags: ['recipes', 'ashkenazi', 'family'],
  },
  {
    intro: 'Fish simmered in a fiery, garlicky tomato and pepper sauce, a Friday-night classic.',
    cuisine: 'Moroccan Jewish',
    variants: [
      ['Moroccan Chraime', '1 tablespoon sweet paprika', 'Serve with challah to soak up the sauce.', 'end'],
      ['Libyan Chraime', '2 teaspoons caraway', 'Add the caraway with the garlic.', 'start'],
      ['Chraime With Chickpeas', '1 can chickpeas, drained', 'Stir in the chickpeas before adding the fish.', { after: 1 }],
      ['Green Chraime', '2 cups cilantro and parsley blended with green chiles', 'Use the herb purée in place of tomatoes.', 'start'],
    ],
    parts: [{
      ingredients: ['6 thick white fish fillets', '1/4 cup olive oil', '8 garlic cloves, sliced', '1 red pepper, sliced', '2 tablespoons tomato paste', '1 teaspoon hot paprika', '1 cup water', 'Juice of 1 lemon', 'Cilantro'],
      steps: ['Sizzle the garlic and pepper in the oil, add the paste and paprika and cook 2 minutes.', 'Add the water and simmer 10 minutes.', 'Lay in the fish, spoon over the sauce, cover and cook 10 to 12 minutes.', 'Finish with lemon and cilantro.'],
    }],
    yield: 'Serves 6', prep: 15, cook: 25, categories: ['Main', 'Fish', 'Shabbat'], seasons: ['summer', 'spring', 'fall'], holidays: ['rosh-hashanah'], tags: ['recipes', 'sephardi', 'shabbat'],
  },
  {
    intro: 'Persian rice steamed until fluffy, with a golden, crackling crust at the bottom of the pot.',
    cuisine: 'Persian',
    variants: [
      ['Crispy Tahdig', '2 tablespoons yogurt', 'Mix the yogurt into the rice that lines the pot.', { after: 1 }],
      ['Herbed Rice With Fava Beans', '2 cups fava beans and 1 cup chopped dill', 'Layer the beans and dill with the rice.'],
      ['Jeweled Rice', '1/2 cup each slivered almonds, pistachios and orange peel', 'Scatter the jewels over the rice before serving.', 'end'],
      ['Saffron Rice With Barberries', '1/3 cup barberries sautéed with sugar', 'Top with the barberries.', 'end'],
    ],
    parts: [{
      ingredients: ['2 cups basmati rice', '3 tablespoons salt, for soaking and boiling', '1/2 teaspoon saffron, ground and bloomed in hot water', '1/3 cup neutral oil', '3 tablespoons butter'],
      steps: ['Rinse the rice well and soak it in salted water for 2 hours.', 'Parboil for 6 minutes and drain.', 'Heat the oil in a heavy pot, add a layer of rice mixed with saffron, then mound in the rest.', 'Steam, covered with a towel-wrapped lid, over low heat for 50 minutes; invert onto a platter.'],
    }],
    yield: 'Serves 6', prep: 130, cook: 60, categories: ['Side', 'Vegetarian', 'Pareve'], seasons: ['spring', 'winter'], holidays: ['passover'], tags: ['recipes', 'sephardi', 'family'],
  },
  {
    intro: 'Tiny-diced vegetables, good olive oil and lemon: summer in a bowl.',
    cuisine: 'Israeli',
    variants: [
      ['Chopped Israeli Salad', '1 small red onion, diced', 'Dress just before serving.'],
      ['Israeli Salad With Sumac', '1 tablespoon sumac', 'Sprinkle the sumac over the top.', 'end'],
      ['Fattoush', '2 pitas, toasted and broken up', 'Toss in the pita at the last moment so it stays crisp.', 'end'],
      ['Watermelon and Feta Salad', '3 cups cubed watermelon and 4 ounces feta', 'Use watermelon in place of the tomatoes.', 'start'],
    ],
    parts: [{
      ingredients: ['4 Persian cucumbers', '4 ripe tomatoes', '1 yellow pepper', '1 cup chopped parsley', '1/4 cup olive oil', 'Juice of 1 lemon', 'Salt'],
      steps: ['Dice the vegetables as small as your patience allows.', 'Toss with the parsley, oil, lemon and salt.'],
    }],
    yield: 'Serves 6', prep: 20, cook: 0, categories: ['Salad', 'Vegetarian', 'Quick'], seasons: ['summer'], holidays: ['shavuot'], tags: ['recipes', 'israel', 'sephardi'],
  },
  {
    intro: 'Hummus so smooth you could spread it with a spoon, because that is exactly what you should do.',
    cuisine: 'Middle Eastern',
    variants: [
      ['Silky Hummus', '1 tablespoon olive oil and a dusting of paprika', 'Finish with the oil and paprika.', 'end'],
      ['Hummus With Spiced Beef', '1/2 pound ground beef cooked with cinnamon and allspice', 'Top the hummus with the warm spiced beef and pine nuts.', 'end'],
      ['Beet Hummus', '1 roasted beet', 'Blend the beet in with the chickpeas.'],
      ['Hummus With Whole Chickpeas and Lemon', '1/2 cup whole cooked chickpeas', 'Pile the whole chickpeas in the middle.', 'end'],
    ],
    parts: [{
      ingredients: ['1 cup dried chickpeas, soaked overnight with 1 teaspoon baking soda', '2/3 cup tahini', '1/3 cup lemon juice', '2 garlic cloves', '1 teaspoon salt', 'Ice water'],
      steps: ['Cook the chickpeas until very soft, about 1 hour.', 'Blend the garlic and lemon, then the tahini, adding ice water until pale and creamy.', 'Add the warm chickpeas and salt and blend for 3 minutes.'],
    }],
    yield: 'Makes 3 cups', prep: 10, cook: 60, categories: ['Appetizer', 'Vegetarian', 'Pareve'], seasons: ['summer', 'spring'], holidays: [], tags: ['recipes', 'israel', 'middle-east'],
  },
  {
    intro: 'A tall, moist cake packed with apples, made with oil so it works after any meal.',
    cuisine: 'American Jewish',
    variants: [
      ['Jewish Apple Cake', '1 tablespoon cinnamon', 'Layer the batter and the cinnamon apples twice.'],
      ['Apple and Pear Cake', '2 pears, sliced', 'Use half pears and half apples.', 'start'],
      ['Apple Cake With Cardamom', '1 1/2 teaspoons ground cardamom', 'Add the cardamom to the batter.'],
      ['Upside-Down Apple Cake', '1/2 cup brown sugar', 'Caramelize the brown sugar in the pan and arrange the apples on top before adding the batter.'],
    ],
    parts: [{
      ingredients: ['5 tart apples, sliced', '2 3/4 cups flour', '2 cups sugar', '1 tablespoon baking powder', '1 cup neutral oil', '4 large eggs', '1/4 cup orange juice', '2 teaspoons vanilla'],
      steps: ['Toss the apples with a little sugar and cinnamon.', 'Whisk the remaining ingredients into a thick batter.', 'Layer batter and apples in a greased tube pan and bake at 350°F for 1 1/2 hours.'],
    }],
    yield: 'Serves 12', prep: 25, cook: 90, categories: ['Dessert', 'Baking', 'Pareve'], seasons: ['fall'], holidays: ['rosh-hashanah', 'sukkot'], tags: ['baking', 'recipes', 'family'],
  },
  {
    intro: 'Twice-baked almond cookies that keep for weeks, made for dunking in tea.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Almond Mandelbrot', '1/2 teaspoon almond extract', 'Add the extract with the vanilla.', 'start'],
      ['Chocolate Chip Mandelbrot', '1 cup chocolate chips', 'Fold the chips in with the almonds.', 'start'],
      ['Cherry Pistachio Mandelbrot', '1/2 cup dried cherries and pistachios in place of almonds', 'Use pistachios in place of the almonds.', 'start'],
      ['Orange Anise Mandelbrot', 'Zest of 1 orange and 1 teaspoon anise seed', 'Add the zest and anise with the sugar.', 'start'],
    ],
    parts: [{
      ingredients: ['3 cups flour', '1 cup sugar', '2 teaspoons baking powder', '3/4 cup oil', '3 large eggs', '1 teaspoon vanilla', '1 cup toasted almonds'],
      steps: ['Mix the dough and shape into two logs on a lined sheet.', 'Bake at 350°F for 30 minutes; cool 10 minutes and slice 1/2 inch thick.', 'Lay the slices flat and bake 10 minutes more a side, until crisp.'],
    }],
    yield: 'Makes about 40', prep: 20, cook: 50, categories: ['Baking', 'Cookies', 'Pareve'], seasons: ['fall', 'winter', 'spring', 'summer'], holidays: [], tags: ['baking', 'ashkenazi', 'recipes'],
  },
  {
    intro: 'The Friday-night roast chicken: crisp skin, juicy meat and a pan full of good things.',
    cuisine: 'Jewish',
    variants: [
      ['Shabbat Roast Chicken With Lemon', '2 lemons, halved', 'Roast the lemon halves alongside and squeeze over the carved chicken.', 'end'],
      ['Chicken With Olives and Preserved Lemon', '1 cup green olives and 1 preserved lemon', 'Add the olives and lemon for the last 20 minutes.'],
      ['Chicken With Prunes and Capers', '1 cup prunes and 3 tablespoons capers', 'Marinate the chicken overnight with the prunes and capers.', 'start'],
      ['Za’atar Roast Chicken', '3 tablespoons za’atar', 'Rub the za’atar under the skin.', { after: 0 }],
    ],
    parts: [{
      ingredients: ['1 chicken (about 4 pounds)', '2 teaspoons kosher salt', '2 tablespoons olive oil', '1 head garlic, halved', '6 thyme sprigs', '2 onions, cut in wedges'],
      steps: ['Salt the chicken a day ahead if you can and leave it uncovered in the fridge.', 'Roast on the onions and garlic at 425°F for 1 hour 10 minutes, until the juices run clear.', 'Rest 15 minutes before carving.'],
    }],
    yield: 'Serves 4', prep: 15, cook: 70, categories: ['Main', 'Meat', 'Shabbat'], seasons: ['fall', 'winter', 'spring', 'summer'], holidays: [], tags: ['recipes', 'shabbat', 'family'],
  },
  {
    intro: 'Sephardi stuffed vegetables, the centerpiece of a Sukkot table.',
    cuisine: 'Sephardic',
    variants: [
      ['Stuffed Peppers With Rice and Herbs', '6 bell peppers', 'Use the peppers as the vessels.', 'start'],
      ['Stuffed Zucchini With Beef', '8 small zucchini, hollowed', 'Add the beef to the rice filling.', 'start'],
      ['Stuffed Onions in Tamarind', '2 tablespoons tamarind paste', 'Simmer the stuffed onion layers in tamarind sauce.'],
      ['Stuffed Tomatoes With Pine Nuts', '1/3 cup toasted pine nuts', 'Add the pine nuts to the filling.', 'start'],
    ],
    parts: [{
      ingredients: ['1 cup short-grain rice', '1 onion, finely chopped', '1 cup chopped parsley and mint', '1 teaspoon baharat', '1 can crushed tomatoes', '1/4 cup olive oil', 'Salt'],
      steps: ['Mix the rice, onion, herbs, baharat, oil and salt.', 'Fill the vegetables three-quarters full; the rice will swell.', 'Stand them in a pot, pour over the tomatoes and water to come halfway, and simmer covered for 50 minutes.'],
    }],
    yield: 'Serves 6', prep: 45, cook: 50, categories: ['Main', 'Vegetarian'], seasons: ['summer', 'fall'], holidays: ['sukkot'], tags: ['recipes', 'sephardi', 'sukkot'],
  },
  {
    intro: 'Ruby-red beet soup, hot in winter and cold in summer.',
    cuisine: 'Eastern European',
    variants: [
      ['Hot Beet Borscht', '2 potatoes, diced', 'Serve hot with a spoonful of sour cream.', 'end'],
      ['Cold Summer Borscht', '2 cucumbers, diced, and 1 cup buttermilk', 'Chill, then stir in the buttermilk and cucumbers.', 'end'],
      ['Ukrainian Borscht With Beans', '1 can white beans', 'Add the beans with the cabbage.', { after: 0 }],
      ['Green Borscht', '1 pound sorrel in place of the beets', 'Stir in the sorrel at the end; it turns olive green.', 'end'],
    ],
    parts: [{
      ingredients: ['4 beets, peeled and grated', '1 onion', '2 carrots', '1/4 head cabbage, shredded', '8 cups stock', '3 tablespoons red wine vinegar', '1 tablespoon sugar', 'Dill and sour cream'],
      steps: ['Soften the onion and carrots, add the beets and stock and simmer 30 minutes.', 'Add the cabbage and simmer 15 minutes more.', 'Season with the vinegar, sugar and salt; finish with dill.'],
    }],
    yield: 'Serves 8', prep: 25, cook: 45, categories: ['Soup', 'Vegetarian'], seasons: ['fall', 'winter', 'summer'], holidays: [], tags: ['recipes', 'ashkenazi', 'family'],
  },
  {
    intro: 'Dried fruit gently poached in spiced syrup for the new year of the trees.',
    cuisine: 'Ashkenazi Jewish',
    variants: [
      ['Winter Fruit Compote', '1 cinnamon stick', 'Add the cinnamon to the syrup.', 'start'],
      ['Dried Fruit Compote With Red Wine', '1 cup dry red wine', 'Replace half the water with wine.', 'start'],
      ['Compote With Star Anise', '3 star anise pods', 'Infuse the syrup with star anise.', 'start'],
      ['Quince and Dried Fruit Compote', '2 quinces, peeled and sliced', 'Slice the quince thin so it is tender in the same time as the dried fruit.', { after: 0 }],
    ],
    parts: [{
      ingredients: ['1 pound mixed dried fruit (apricots, prunes, figs, raisins)', '4 cups water', '1/3 cup honey', '2 strips lemon peel', '1 vanilla bean'],
      steps: ['Bring the water, honey, peel and vanilla to a simmer.', 'Add the fruit and poach gently for 20 minutes.', 'Cool in the syrup; serve warm or cold.'],
    }],
    yield: 'Serves 8', prep: 10, cook: 25, categories: ['Dessert', 'Pareve', 'Make Ahead'], seasons: ['winter'], holidays: ['tu-bishvat'], tags: ['recipes', 'ashkenazi', 'tu-bishvat'],
  },
  {
    intro: 'Boiled and baked bagels with a real chew, no bakery required.',
    cuisine: 'American Jewish',
    variants: [
      ['Homemade Bagels', '1 tablespoon barley malt syrup', 'Add the malt syrup to the boiling water.'],
      ['Everything Bagels', '1/4 cup everything seasoning', 'Boil 1 minute a side, press the wet bagels into the seasoning, then bake at 450°F for 18 minutes.', { replace: 2 }],
      ['Sesame Bagels', '1/4 cup sesame seeds', 'Boil 1 minute a side, dip the wet bagels in sesame seeds, then bake at 450°F for 18 minutes.', { replace: 2 }],
      ['Pumpernickel Bagels', '1 cup rye flour and 2 tablespoons cocoa', 'Replace some of the flour with rye flour and cocoa.', 'start'],
    ],
    parts: [{
      ingredients: ['4 cups bread flour', '2 teaspoons instant yeast', '2 teaspoons salt', '1 tablespoon sugar', '1 1/4 cups warm water'],
      steps: ['Knead a stiff dough, about 10 minutes, and rest 1 hour.', 'Divide into 8 pieces, shape into rings and refrigerate overnight.', 'Boil 1 minute a side, then bake at 450°F for 18 minutes.'],
    }],
    wait: 60, yield: 'Makes 8', prep: 40, cook: 20, categories: ['Baking', 'Bread', 'Breakfast'], seasons: ['spring', 'summer', 'fall', 'winter'], holidays: [], tags: ['baking', 'deli', 'new-york'],
  },
  {
    intro: 'A simple, nourishing lentil soup, traditional for the meal before a fast.',
    cuisine: 'Sephardic',
    variants: [
      ['Red Lentil Soup', '1 teaspoon cumin', 'Season, then blend half the soup for body and leave the rest chunky.', { replace: 2 }],
      ['Lentil Soup With Cumin and Lemon', 'Juice of 2 lemons', 'Finish each bowl with lemon.', 'end'],
      ['Egyptian Lentil Soup', '1 teaspoon coriander and crisp fried onions', 'Top with the fried onions.', 'end'],
      ['Lentil Soup With Spinach', '4 cups baby spinach', 'Wilt the spinach into the soup at the end.', 'end'],
    ],
    parts: [{
      ingredients: ['1 1/2 cups red lentils', '1 onion', '2 carrots', '3 garlic cloves', '2 tablespoons olive oil', '7 cups water or stock', 'Salt and pepper'],
      steps: ['Soften the onion, carrots and garlic in the oil.', 'Add the lentils and water and simmer 25 minutes.', 'Season and blend to the texture you like.'],
    }],
    yield: 'Serves 6', prep: 10, cook: 35, categories: ['Soup', 'Vegetarian', 'Pareve'], seasons: ['summer', 'fall', 'winter'], holidays: ['tisha-bav', 'yom-kippur'], tags: ['recipes', 'sephardi', 'tisha-bav'],
  },
];
