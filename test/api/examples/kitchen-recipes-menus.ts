import { call, signIn } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';
import { productBody } from './storage-catalogue';

/**
 * Examples of the recipes, recipe books, the Master's national book and the menus (issue #35), in the demo
 * kindergarten. A recipe example makes its own book and product; a menu example its own recipe, so every
 * role's call (and every delete) gets a record of its own. Menus run in 2033, which no other suite uses.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
let masterToken: Promise<string> | undefined;
const master = () => {
  masterToken ??= signIn('master@demo.gradina.bg');
  return masterToken;
};

async function created(path: string, body: unknown, token?: string): Promise<string> {
  const reply = await call('POST', path, { token: token ?? (await demoDirectorToken()), body });
  if (reply.status !== 200) throw new Error(`POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

export const recipeBody = (bookId: string, productId: string) => ({
  bookId,
  name: `Мляко с ориз ${unique()}`,
  ageGroups: [1, 2, 3],
  portionWeights: [{ ageGroup: 3, grams: 200 }],
  method: 'Оризът се сварява в млякото.',
  lines: [{ productId, unit: 2, amounts: [1, 2, 3].map((ageGroup) => ({ ageGroup, gross: 30, net: 28 })) }],
});

const aBook = (kindergartenId: string) =>
  created('/api/RecipeBooks', { kindergartenId, name: `Книга ${unique()}` });
const aProduct = (kindergartenId: string) =>
  created('/api/Products', { kindergartenId, ...productBody(`Ориз ${unique()}`) });

async function aRecipeBody(w: ExampleWorld) {
  const [bookId, productId] = await Promise.all([aBook(w.kindergartenId), aProduct(w.kindergartenId)]);
  return { kindergartenId: w.kindergartenId, ...recipeBody(bookId, productId) };
}
const aRecipe = async (w: ExampleWorld) => created('/api/Recipes', await aRecipeBody(w));

async function aMenuBody(w: ExampleWorld) {
  const recipeId = await aRecipe(w);
  return {
    kindergartenId: w.kindergartenId,
    name: `Меню ${unique()}`,
    fromDate: '2033-02-07',
    toDate: '2033-03-04',
    groupIds: [],
    weeks: [
      {
        days: [1, 2, 3, 4, 5].map((weekday) => ({
          weekday,
          meals: [{ mealType: 3, dishes: [{ recipeId, ageGroups: [1, 2, 3] }] }],
        })),
      },
    ],
  };
}
const aMenu = async (w: ExampleWorld) => created('/api/menus', await aMenuBody(w));

async function aGroupOf(w: ExampleWorld): Promise<string> {
  const reply = await call('GET', '/api/Classes', {
    token: await demoDirectorToken(),
    query: { kindergartenId: w.kindergartenId },
  });
  const first = (reply.body as { id: string }[])[0];
  if (!first) throw new Error('the demo kindergarten has no group');
  return first.id;
}

const aNationalProduct = async () =>
  created('/api/administration/ProductManagement', productBody(), await master());
const aNationalBook = async () =>
  created(
    '/api/administration/RecipeManagement/recipe-books',
    { name: `Национална ${unique()}` },
    await master(),
  );
async function aNationalRecipeBody() {
  const [bookId, productId] = await Promise.all([aNationalBook(), aNationalProduct()]);
  return recipeBody(bookId, productId);
}
const aNationalRecipe = async () =>
  created('/api/administration/RecipeManagement', await aNationalRecipeBody(), await master());

const withKindergarten = (w: ExampleWorld) => ({ query: { kindergartenId: w.kindergartenId } });

export const examples = {
  'kitchen.recipes': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'kitchen.recipeOptions': withKindergarten,
  'kitchen.recipeNutritions': async (w) => ({
    query: { kindergartenId: w.kindergartenId, ids: await aRecipe(w) },
  }),
  'kitchen.recipe': async (w) => ({
    path: { id: await aRecipe(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kitchen.saveRecipe': async (w) => ({
    body: { ...(await aRecipeBody(w)), id: await aRecipe(w), version: 1 },
  }),
  'kitchen.deleteRecipe': async (w) => ({ path: { id: await aRecipe(w) } }),
  'kitchen.recipeBooks': withKindergarten,
  'kitchen.recipeBook': async (w) => ({
    path: { id: await aBook(w.kindergartenId) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kitchen.saveRecipeBook': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      id: await aBook(w.kindergartenId),
      name: `Книга ${unique()}`,
      version: 1,
    },
  }),
  'kitchen.deleteRecipeBook': async (w) => ({ path: { id: await aBook(w.kindergartenId) } }),
  'kitchen.nationalRecipes': () => ({ query: { PageSize: '20' } }),
  'kitchen.nationalRecipe': async () => ({ path: { id: await aNationalRecipe() } }),
  'kitchen.saveNationalRecipe': async () => ({ body: await aNationalRecipeBody() }),
  'kitchen.deleteNationalRecipe': async () => ({ path: { id: await aNationalRecipe() } }),
  'kitchen.nationalRecipeBooks': () => ({}),
  'kitchen.saveNationalRecipeBook': () => ({ body: { name: `Национална ${unique()}` } }),
  'kitchen.deleteNationalRecipeBook': async () => ({ path: { id: await aNationalBook() } }),
  'kitchen.menus': withKindergarten,
  'kitchen.menuConfiguration': withKindergarten,
  'kitchen.saveMenuConfiguration': async (w) => {
    const current = await call('GET', '/api/menus/configuration', {
      token: await demoDirectorToken(),
      query: { kindergartenId: w.kindergartenId },
    });
    return {
      body: {
        kindergartenId: w.kindergartenId,
        recipeBookIds: [],
        mealTypes: [1, 2, 3, 4],
        version: (current.body as { version: number }).version,
      },
    };
  },
  'kitchen.mealTypes': withKindergarten,
  'kitchen.menu': async (w) => ({
    path: { id: await aMenu(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kitchen.saveMenu': async (w) => ({ body: { ...(await aMenuBody(w)), id: await aMenu(w), version: 1 } }),
  'kitchen.deleteMenu': async (w) => ({ path: { id: await aMenu(w) } }),
  'kitchen.weeklyMenu': async (w) => ({
    path: { classId: await aGroupOf(w), week: '2033-02-09' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kitchen.weeklyMenuReceipt': async (w) => ({
    path: { menuId: await aMenu(w), week: '2033-02-09' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kitchen.weeklyMenuForGroupReceipt': async (w) => ({
    path: { classId: await aGroupOf(w), week: '2033-02-09' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'files.kitchenMenuFile': async (w) => ({
    path: { kindergartenId: w.kindergartenId, fileId: `${await aMenu(w)}_2033-02-09` },
  }),
} satisfies RouteExamples;
