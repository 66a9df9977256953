import type { PageDef } from '../../app/pages';

/**
 * The kitchen's screens (issue #35): recipes and menus, the weekly menu every role reads (/menu), and the
 * Master's national recipe book under /admin/recipes, which shares the recipe form (an area never imports
 * another, so the Master's pages live with the kitchen's, as the national product list lives with storage's).
 */
const page = (path: string, load: PageDef['load']): PageDef => ({ path, layout: 'shell', load });

const recipeList = async () => ({ Component: (await import('./recipes/RecipesPage')).RecipesPage });
const recipeEdit = async () => ({ Component: (await import('./recipes/RecipeEditPage')).RecipeEditPage });
const nationalList = async () => ({ Component: (await import('./recipes/RecipesPage')).NationalRecipesPage });
const nationalEdit = async () => ({
  Component: (await import('./recipes/RecipeEditPage')).NationalRecipeEditPage,
});
const menuEdit = async () => ({ Component: (await import('./menus/MenuEditPage')).MenuEditPage });

export const pages: PageDef[] = [
  page('/kitchen/recipes', recipeList),
  page('/kitchen/recipes/create', recipeEdit),
  page('/kitchen/recipes/{id}', recipeEdit),
  page('/kitchen/menu', async () => ({ Component: (await import('./menus/MenusPage')).MenusPage })),
  page('/kitchen/create-menu', menuEdit),
  page('/kitchen/menu/{id}', menuEdit),
  page('/menu', async () => ({ Component: (await import('./menus/WeeklyMenuPage')).WeeklyMenuPage })),
  page('/admin/recipes/list', nationalList),
  page('/admin/recipes/list/create', nationalEdit),
  page('/admin/recipes/list/{id}', nationalEdit),
  page('/admin/recipes/recipe-books', async () => ({
    Component: (await import('./recipes/RecipeBooksPage')).NationalRecipeBooksPage,
  })),
];
