import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A menu saved or deleted: the list, the menu, every group's week and the recipes' use counts. */
export const invalidateMenus = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kitchen.menus',
    'kitchen.menu',
    'kitchen.weeklyMenu',
    'kitchen.recipes',
    'kitchen.recipe',
  );

/** The menus' settings saved: the settings and the recipe choices the editor offers from them. */
export const invalidateMenuConfiguration = (client: QueryClient) =>
  invalidateRoutes(client, 'kitchen.menuConfiguration', 'kitchen.recipeOptions');
