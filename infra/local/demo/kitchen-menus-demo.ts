/**
 * The kitchen's recipes and menu demo (issue #35): the main demo kindergarten's recipe book of 24 recipes on
 * the national demo products (storage-catalogue-demo.ts) and a four-week menu for every group from the
 * start of the 2026/27 school year to the end of June, which meets the norms for every age group each week
 * (kitchen-menus-demo.test.ts checks it with the product's own check). Written through the features' own
 * functions: the recipes computed by `computeRecipe` and saved by the recipes' items, the menu by the
 * menus' transaction (so the recipes count the menu that uses them). Ids are fixed so the calculations'
 * demo can name them: `demoMenuId`, `demoRecipeIds`.
 *
 * Quantities are net grams (millilitres) per portion for 5-7 years; 3-4 years get 85 % and the nursery 70 %
 * of them; gross adds the usual loss of cleaning (potatoes 20 %, carrots 15 %, chicken legs' bones 30 %).
 *
 *   await seedKitchenMenusDemo(demo);   // after the storage catalogue's demo
 */
import { writeMenu } from '../../../functions/src/areas/kitchen/menus/items';
import { saveBookItem } from '../../../functions/src/areas/kitchen/recipe-books/items';
import {
  createRecipe,
  type RecipeItem,
  recipeKeys,
} from '../../../functions/src/areas/kitchen/recipes/items';
import type { MenuItem } from '../../../functions/src/domain/kitchen/menus';
import { type KitchenAgeGroup, kitchenAgeGroups, type MealType } from '../../../shared/src/kitchen/meals';
import type { MenuWeek } from '../../../shared/src/kitchen/menu';
import type { NutritionProduct } from '../../../shared/src/kitchen/nutrition';
import { computeRecipe } from '../../../shared/src/kitchen/recipe';
import { Unit } from '../../../shared/src/storage/units';
import type { DemoWorld } from './seed';
import { demoNationalProducts } from './storage-catalogue-demo';

export const demoRecipeBookId = 'demo-recipe-book';
export const demoMenuId = 'demo-menu-2026';
export const demoMenuDates = { fromDate: '2026-09-14', toDate: '2027-06-30' } as const;

/** The loss from gross to net of a product, as a factor (1: none). */
const gross: Record<string, number> = {
  potatoes: 1.2,
  carrots: 1.15,
  onions: 1.1,
  'chicken-legs': 1.3,
  apples: 1.1,
  pears: 1.1,
  bananas: 1.3,
  oranges: 1.3,
  tangerines: 1.3,
  zucchini: 1.1,
  cabbage: 1.15,
  peppers: 1.15,
  cucumbers: 1.05,
};

/** [slug, name, method, "product slug net grams for 5-7; …"] */
type RecipeRow = [slug: string, name: string, method: string, lines: string];

export const demoRecipeRows: RecipeRow[] = [
  [
    'milk-rice',
    'Мляко с ориз',
    'Оризът се сварява във вода и се довършва в млякото със захарта.',
    'fresh-milk-3 200; rice 30; sugar 5',
  ],
  [
    'oat-porridge',
    'Овесена каша с мляко и банан',
    'Овесените ядки се варят в млякото 5 минути; поднася се с нарязан банан.',
    'fresh-milk-3 200; oats 30; bananas 50; butter 3',
  ],
  [
    'yoghurt-oats',
    'Кисело мляко с овесени ядки и мед',
    'Разбърква се непосредствено преди сервиране.',
    'yoghurt-3 150; oats 30; honey 8',
  ],
  [
    'bread-butter-jam',
    'Филия с масло и конфитюр, мляко с какао',
    'Млякото се затопля с какаото; филията се намазва.',
    'bread-white 40; butter 8; jam 12; fresh-milk-3 150; cocoa 4',
  ],
  [
    'egg-cheese-toast',
    'Яйце, извара и филия с краставица',
    'Яйцето се сварява 10 минути; изварата се поднася с краставица.',
    'eggs 50; bread-white 40; cottage-cheese 25; cucumbers 40; butter 6',
  ],
  ['apple', 'Ябълка', 'Измива се и се нарязва на резени.', 'apples 180'],
  ['banana', 'Банан', 'Обелва се и се нарязва.', 'bananas 140'],
  ['orange', 'Портокал', 'Обелва се и се разделя на резени.', 'oranges 180'],
  ['pear', 'Круша', 'Измива се и се нарязва.', 'pears 180'],
  ['tangerines', 'Мандарини', 'Обелват се.', 'tangerines 180'],
  [
    'lentil-soup',
    'Леща чорба',
    'Лещата се вари със зеленчуците 25 минути; добавят се доматеното пюре и олиото.',
    'lentils 25; potatoes 30; carrots 20; onions 15; tomato-puree 10; sunflower-oil 6; paprika 1; salt 0.4',
  ],
  [
    'chicken-soup',
    'Пилешка супа с фиде',
    'Месото се сварява, зеленчуците и фидето се добавят накрая.',
    'chicken-breast 25; potatoes 40; carrots 20; onions 10; noodles 12; sunflower-oil 6; salt 0.4',
  ],
  [
    'veg-cream-soup',
    'Крем супа от тиквички',
    'Зеленчуците се сваряват и пасират; добавя се сметаната.',
    'zucchini 70; potatoes 50; carrots 20; cream 10; sunflower-oil 6; salt 0.4',
  ],
  [
    'fish-soup',
    'Рибена чорба',
    'Рибата се вари със зеленчуците 15 минути; доматите се добавят накрая.',
    'hake 35; potatoes 50; carrots 20; onions 10; tomatoes 30; sunflower-oil 6; salt 0.4',
  ],
  [
    'chicken-rice',
    'Пиле с ориз',
    'Пилето се задушава, оризът и зеленчуците се добавят и се пече 40 минути.',
    'chicken-legs 55; rice 40; carrots 20; onions 15; sunflower-oil 6; salt 0.3',
  ],
  [
    'moussaka',
    'Мусака с картофи',
    'Каймата се задушава с лука, редува се с картофите, залива се с яйце и кисело мляко и се пече.',
    'minced-meat 35; potatoes 140; onions 15; eggs 20; yoghurt-3 40; sunflower-oil 6; salt 0.3',
  ],
  [
    'bean-stew',
    'Боб яхния',
    'Бобът се накисва и сварява; зеленчуците се задушават и се добавят.',
    'beans 40; potatoes 30; onions 15; carrots 15; peppers 15; tomato-puree 15; sunflower-oil 7; paprika 1; salt 0.3',
  ],
  [
    'baked-hake',
    'Хек на фурна с картофи',
    'Рибата и картофите се пекат с олиото 35 минути.',
    'hake 60; potatoes 150; sunflower-oil 8; salt 0.3',
  ],
  [
    'spaghetti',
    'Спагети с месен сос',
    'Каймата се задушава с лука и доматеното пюре; поднася се с настърган кашкавал.',
    'pasta 50; minced-meat 35; tomato-puree 20; onions 10; kashkaval 6; sunflower-oil 5; salt 0.2',
  ],
  [
    'turkey-peas',
    'Пуешко с грах и картофи',
    'Месото се задушава, добавят се грахът, картофите и морковите.',
    'turkey 45; peas-frozen 40; carrots 20; potatoes 90; sunflower-oil 7; salt 0.3',
  ],
  [
    'veal-vegetables',
    'Телешко с картофи и зелен фасул',
    'Месото се задушава и се довършва със зеленчуците.',
    'veal 40; potatoes 120; green-beans-frozen 50; sunflower-oil 7; salt 0.3',
  ],
  [
    'salad',
    'Салата от домати и краставици',
    'Зеленчуците се нарязват и се овкусяват със зехтин.',
    'tomatoes 60; cucumbers 40; olive-oil 5',
  ],
  [
    'cabbage-carrot-salad',
    'Салата от зеле и моркови',
    'Зелето и морковите се настъргват и се овкусяват.',
    'cabbage 60; carrots 30; olive-oil 5',
  ],
  ['bread', 'Хляб', 'Нарязва се на филийки.', 'bread-white 40'],
  [
    'semolina-milk',
    'Грис с мляко',
    'Грисът се сварява в млякото със захарта; добавя се маслото.',
    'fresh-milk-3 200; semolina 25; sugar 6; butter 4',
  ],
  [
    'cottage-honey',
    'Извара с мед и банан',
    'Изварата се разбърква с меда; поднася се с банан.',
    'cottage-cheese 40; honey 8; bananas 80; butter 4',
  ],
  [
    'pancake',
    'Палачинка с конфитюр и айрян',
    'Палачинките се пекат на тефлонов тиган без пържене.',
    'flour 35; eggs 20; fresh-milk-3 60; sunflower-oil 4; jam 12; ayran 150',
  ],
  [
    'yoghurt-fruit',
    'Кисело мляко с круша и орехи',
    'Крушата се настъргва в киселото мляко; поръсва се с орехи.',
    'yoghurt-3 150; pears 60; walnuts 8',
  ],
];

/** "rice 30; sugar 5" as [product slug, net grams] pairs. */
const linesOf = (text: string) =>
  text.split('; ').map((part) => {
    const [slug, grams] = part.split(' ');
    return [slug!, Number(grams)] as const;
  });

const productsById = new Map(demoNationalProducts.map((p) => [p.id, p as unknown as NutritionProduct]));
const scale: Record<KitchenAgeGroup, number> = { 1: 0.7, 2: 0.85, 3: 1 };
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A demo recipe as the product computes it (the lines in grams; bread and eggs too, by their weight). */
export function demoRecipe(row: RecipeRow, kindergartenId: string): RecipeItem {
  const [slug, name, method, text] = row;
  const lines = linesOf(text);
  const computed = computeRecipe(
    kitchenAgeGroups,
    lines.map(([product, net]) => ({
      productId: `nat-${product}`,
      // Grams, or millilitres for a liquid; bread (counted in loaves) by its weight.
      unit: productsById.get(`nat-${product}`)?.baseUnit === Unit.Millilitre ? Unit.Millilitre : Unit.Gram,
      amounts: kitchenAgeGroups.map((g) => ({
        ageGroup: g,
        gross: round1(net * scale[g] * (gross[product] ?? 1)),
        net: round1(net * scale[g]),
      })),
    })),
    productsById,
  );
  if (computed.errors.length) throw new Error(`demo recipe ${slug}: ${computed.errors[0]!.message}`);
  return {
    id: `demo-recipe-${slug}`,
    kindergartenId,
    bookId: demoRecipeBookId,
    bookName: 'Рецептурник на детската градина',
    name,
    ageGroups: [...kitchenAgeGroups],
    portionWeights: kitchenAgeGroups.map((g) => ({
      ageGroup: g,
      grams: Math.round(lines.reduce((s, [, net]) => s + net, 0) * scale[g]),
    })),
    method,
    lines: computed.lines,
    allergens: computed.allergens,
    nutrition: computed.nutrition,
    unweighed: computed.unweighed,
    copiedFromId: null,
    modifiedAt: '2026-09-01T08:00:00.000Z',
    modifiedBy: 'demo',
    version: 1,
  };
}

/** Breakfast, morning snack, lunch, afternoon snack of each day: the recipe slugs. */
const plan: string[][][][] = [
  [
    [['milk-rice'], ['apple'], ['lentil-soup', 'chicken-rice', 'salad', 'bread'], ['cottage-honey']],
    [['oat-porridge'], ['orange'], ['chicken-soup', 'baked-hake', 'cabbage-carrot-salad'], ['semolina-milk']],
    [['bread-butter-jam'], ['pear'], ['veg-cream-soup', 'bean-stew', 'bread'], ['yoghurt-fruit']],
    [['yoghurt-oats'], ['tangerines'], ['fish-soup', 'moussaka', 'salad'], ['pancake']],
    [
      ['egg-cheese-toast'],
      ['banana'],
      ['chicken-soup', 'spaghetti', 'cabbage-carrot-salad'],
      ['semolina-milk'],
    ],
  ],
  [
    [['oat-porridge'], ['pear'], ['veg-cream-soup', 'turkey-peas', 'salad', 'bread'], ['yoghurt-fruit']],
    [['milk-rice'], ['apple'], ['fish-soup', 'veal-vegetables', 'bread'], ['cottage-honey']],
    [
      ['egg-cheese-toast'],
      ['orange'],
      ['lentil-soup', 'spaghetti', 'cabbage-carrot-salad'],
      ['semolina-milk'],
    ],
    [['bread-butter-jam'], ['banana'], ['chicken-soup', 'baked-hake', 'salad'], ['yoghurt-fruit']],
    [['yoghurt-oats'], ['tangerines'], ['veg-cream-soup', 'chicken-rice', 'bread'], ['pancake']],
  ],
  [
    [['yoghurt-oats'], ['banana'], ['chicken-soup', 'bean-stew', 'salad', 'bread'], ['semolina-milk']],
    [
      ['bread-butter-jam'],
      ['apple'],
      ['veg-cream-soup', 'moussaka', 'cabbage-carrot-salad'],
      ['cottage-honey'],
    ],
    [['milk-rice'], ['tangerines'], ['fish-soup', 'turkey-peas', 'bread'], ['yoghurt-fruit']],
    [['oat-porridge'], ['pear'], ['lentil-soup', 'baked-hake', 'salad'], ['pancake']],
    [['egg-cheese-toast'], ['orange'], ['chicken-soup', 'veal-vegetables', 'bread'], ['semolina-milk']],
  ],
  [
    [['bread-butter-jam'], ['orange'], ['fish-soup', 'spaghetti', 'salad'], ['yoghurt-fruit']],
    [['yoghurt-oats'], ['pear'], ['chicken-soup', 'bean-stew', 'bread'], ['semolina-milk']],
    [
      ['oat-porridge'],
      ['banana'],
      ['veg-cream-soup', 'baked-hake', 'cabbage-carrot-salad'],
      ['cottage-honey'],
    ],
    [['egg-cheese-toast'], ['apple'], ['lentil-soup', 'chicken-rice', 'salad'], ['pancake']],
    [['milk-rice'], ['tangerines'], ['chicken-soup', 'moussaka', 'bread'], ['yoghurt-fruit']],
  ],
];

/** The demo menu's weeks (recipe names from the recipes). */
export function demoMenuWeeks(names: ReadonlyMap<string, string>): MenuWeek[] {
  return plan.map((week) => ({
    days: week.map((meals, d) => ({
      weekday: (d + 1) as 1,
      meals: meals.map((slugs, m) => ({
        mealType: (m + 1) as MealType,
        dishes: slugs.map((slug) => ({
          recipeId: `demo-recipe-${slug}`,
          recipeName: names.get(`demo-recipe-${slug}`) ?? slug,
          ageGroups: [...kitchenAgeGroups],
        })),
      })),
    })),
  }));
}

export async function seedKitchenMenusDemo(demo: DemoWorld): Promise<{ recipes: number; menus: number }> {
  const kindergartenId = demo.kindergartens.main.id;
  await saveBookItem(
    kindergartenId,
    {
      id: demoRecipeBookId,
      kindergartenId,
      name: 'Рецептурник на детската градина',
      description: 'По „Сборник рецепти и ръководство за здравословно хранене на деца от 3 до 7 г.“ (2020).',
      version: 1,
    },
    0,
  );
  const recipes = demoRecipeRows.map((row) => demoRecipe(row, kindergartenId));
  for (const r of recipes)
    await createRecipe(recipeKeys.recipe(kindergartenId, r.id), { ...r, menuCount: 0 });
  const names = new Map(recipes.map((r) => [r.id, r.name]));
  const weeks = demoMenuWeeks(names);
  const used = [
    ...new Set(
      weeks.flatMap((w) => w.days.flatMap((d) => d.meals.flatMap((m) => m.dishes.map((x) => x.recipeId)))),
    ),
  ];
  const menu: MenuItem = {
    id: demoMenuId,
    kindergartenId,
    name: 'Меню за учебната 2026/2027 година (4 седмици)',
    ...demoMenuDates,
    groupIds: [],
    weeks,
    modifiedAt: '2026-09-01T08:00:00.000Z',
    modifiedBy: 'demo',
    version: 1,
  };
  await writeMenu(menu, 0, used, [], (id) => names.get(id) ?? id);
  return { recipes: recipes.length, menus: 1 };
}

export const demoRecipeIds = demoRecipeRows.map(([slug]) => `demo-recipe-${slug}`);
