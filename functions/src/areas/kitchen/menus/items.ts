import { type MenuConfigurationItem, type MenuItem, menuKeys } from '../../../domain/kitchen/menus';
import { recipeKeys } from '../../../domain/kitchen/recipes';
import { type Key, putItem, queryAll, type TransactOp, transact, versionedPut } from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import { staleWriteMessage } from '../../../platform/db/versioned-update';
import { conflict, invalidField } from '../../../platform/http/errors';

/**
 * The menus' requests (docs/data-model.md, "Kitchen"); keys and shared reads: domain/kitchen/menus.ts. A
 * menu's save or delete is one transaction with the count of menus on every recipe it adds or drops, so a
 * recipe in a menu cannot be deleted and a menu never names a deleted recipe.
 */

export { getMenu, type MenuItem, menuConfiguration, menuKeys } from '../../../domain/kitchen/menus';

export const menuNotFound = 'Менюто не е намерено.';

/** Every menu of the kindergarten: one Query of its partition (menus only). */
export const menusOf = (kindergartenId: string) =>
  queryAll<MenuItem>({ partition: `${tenantPrefix(kindergartenId)}#MENUS`, beginsWith: 'MENU#' });

/** The count write of a recipe a menu starts (+1) or stops (-1) using; the recipe must still be there. */
const countOp = (kindergartenId: string, recipeId: string, delta: 1 | -1): TransactOp => ({
  update: recipeKeys.recipe(kindergartenId, recipeId),
  changes: { add: { menuCount: delta } },
  condition: { exists: true },
});

/** Transactions take 100 writes: the menu and 99 recipes it starts or stops using. */
export const maxRecipeChanges = 99;

/**
 * Writes a menu (new when `expected` is 0) with the recipe counts it changes. A recipe deleted meanwhile
 * answers 400 naming it; a menu edited meanwhile, 409.
 */
export async function writeMenu(
  item: MenuItem,
  expected: number,
  added: readonly string[],
  dropped: readonly string[],
  recipeName: (id: string) => string,
): Promise<void> {
  const key = menuKeys.menu(item.kindergartenId, item.id);
  const record = { ...key, ...menuKeys.byEnd(item.kindergartenId, item.toDate, item.id), ...item };
  const menuOp: TransactOp =
    expected === 0
      ? { put: record, condition: { absent: true } }
      : { put: record, condition: { exists: true, equals: { version: expected } } };
  const ops = [
    menuOp,
    ...added.map((id) => countOp(item.kindergartenId, id, 1)),
    ...dropped.map((id) => countOp(item.kindergartenId, id, -1)),
  ];
  await transact(ops, (failed) => {
    const recipe = failed.find((i) => i > 0 && i <= added.length);
    if (recipe === undefined) return conflict(staleWriteMessage);
    const message = `Полето "Седмици": рецептата „${recipeName(added[recipe - 1]!)}“ е изтрита.`;
    return invalidField('weeks', message);
  });
}

/** Deletes a menu and gives its recipes back their count: one transaction. */
export async function deleteMenu(item: MenuItem, recipeIds: readonly string[]): Promise<void> {
  await transact(
    [
      { delete: menuKeys.menu(item.kindergartenId, item.id), condition: { exists: true } },
      ...recipeIds.slice(0, maxRecipeChanges).map((id) => countOp(item.kindergartenId, id, -1)),
    ],
    staleWriteMessage,
  );
}

/** Writes the configuration (its `version` the next one) while it has the version read (0: none yet). */
export async function writeConfiguration(
  kindergartenId: string,
  item: MenuConfigurationItem,
  expected: number,
) {
  const record: Key & Record<string, unknown> = { ...menuKeys.configuration(kindergartenId), ...item };
  if (expected === 0) await putItem(record, { absent: true });
  else await versionedPut({ ...record, version: item.version }, { expected });
}
