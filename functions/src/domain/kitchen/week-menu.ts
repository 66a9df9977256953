import { Role } from '@gradina/shared';
import { holidaysOf } from '@gradina/shared/holidays';
import { type KitchenAgeGroup, kitchenAgeGroupOf, mealTypeNames } from '@gradina/shared/kitchen/meals';
import { addDays, dayIntake, type MenuDay, menuDayOn, mondayOf } from '@gradina/shared/kitchen/menu';
import { checkWeek, type WeekCheck } from '@gradina/shared/kitchen/norms';
import type { WeeklyMenu } from '@gradina/shared/manifest/routes/kitchen/menus';
import { allergens as allergenList } from '@gradina/shared/storage/catalogue';
import { batchGet } from '../../platform/db';
import type { Key } from '../../platform/db/item';
import { keys } from '../../platform/db/keys';
import { notFound } from '../../platform/http/errors';
import type { GroupItem } from '../groups/group-reads';
import { rosterOf, staysOf } from '../groups/roster';
import { menuOfGroup, menusCovering } from './menus';
import { type RecipeItem, recipeKeys } from './recipes';

/**
 * A group's menu for a week (issue #35) with each dish's allergens, the group's children allergic to them
 * and the week against the norms: THREE requests whatever the week holds (docs/data-model.md, "Kitchen"):
 * the menus running that week (one Query), the group with the week's recipes (one BatchGet), the children
 * on the group's roster with, for a parent, their guardian links (one BatchGet). Who sees which child's
 * flag is the viewer's: the kitchen and the managers every child, a teacher their group's, a parent only
 * their own (a child's allergy is health data).
 */

export interface MenuViewer {
  role: number;
  userId: string;
  /** The kitchen and the managers: every child of the group. */
  seesAllChildren: boolean;
}

interface ChildAllergies {
  id: string;
  firstName: string;
  lastName: string;
  allergies?: { allergen: number }[];
}

const weekDates = (monday: string) => [0, 1, 2, 3, 4].map((i) => addDays(monday, i));

export async function groupWeekMenu(
  kindergartenId: string,
  groupId: string,
  anyDate: string,
  viewer: MenuViewer,
): Promise<WeeklyMenu> {
  const monday = mondayOf(anyDate);
  const dates = weekDates(monday);
  const menus = await menusCovering(kindergartenId, monday, dates[4]!);
  const daysOfMenu = dates.map((date) => {
    const menu = menuOfGroup(menus, groupId, date);
    return { date, menu, day: menu && menuDayOn(menu, date) };
  });
  const recipeIds = [
    ...new Set(daysOfMenu.flatMap((d) => d.day?.meals.flatMap((m) => m.dishes.map((x) => x.recipeId)) ?? [])),
  ];
  const groupKey = keys.group(kindergartenId, groupId);
  const read = await batchGet<(GroupItem | RecipeItem) & Key>([
    groupKey,
    ...recipeIds.map((id) => recipeKeys.recipe(kindergartenId, id)),
  ]);
  const group = read.find((i) => i.PK === groupKey.PK && i.SK === groupKey.SK) as
    | (GroupItem & Record<string, unknown>)
    | undefined;
  if (!group) throw notFound('Групата не е намерена.');
  const recipes = new Map(
    read.filter((i): i is RecipeItem & Key => i.SK.startsWith('RECIPE#')).map((r) => [r.id, r]),
  );

  const inWeek = rosterOf(group).filter((c) =>
    staysOf(c, groupId).some(
      (s) => s.groupId === groupId && s.fromDate <= dates[4]! && (s.toDate ?? '9999') >= monday,
    ),
  );
  const ageGroup = kitchenAgeGroupOf(
    group.ageKind,
    inWeek.map((c) => c.birthDate),
    monday,
  );
  const children = await allergicChildren(
    kindergartenId,
    inWeek.map((c) => c.id),
    group,
    viewer,
  );
  const holidays = new Map(
    [...new Set(dates.map((d) => Number(d.slice(0, 4))))]
      .flatMap((y) => holidaysOf(y))
      .map((h) => [h.date, h.name]),
  );

  const days = daysOfMenu.map(({ date, day }) => {
    const holiday = holidays.get(date) ?? null;
    return { date, holiday, day: holiday ? undefined : day };
  });
  const usedAllergens = new Set<number>();
  const menuOf = daysOfMenu.find((d) => d.menu)?.menu;
  return {
    groupId,
    groupName: group.name,
    ageGroup,
    monday,
    menuId: menuOf?.id ?? null,
    menuName: menuOf?.name ?? '',
    days: days.map(({ date, holiday, day }) => ({
      date,
      holiday,
      meals: mealsOf(day, ageGroup, recipes, children, usedAllergens),
    })),
    allergens: allergenList.filter((a) => usedAllergens.has(a.id)).map((a) => ({ id: a.id, name: a.name })),
    check: menuOf
      ? weekCheckOf(
          days.map((d) => ({ date: d.date, day: d.day })),
          ageGroup,
          recipes,
        )
      : null,
  };
}

function mealsOf(
  day: MenuDay | undefined,
  ageGroup: KitchenAgeGroup,
  recipes: ReadonlyMap<string, RecipeItem>,
  children: readonly ChildAllergies[],
  usedAllergens: Set<number>,
): WeeklyMenu['days'][number]['meals'] {
  return (day?.meals ?? []).map((meal) => ({
    mealType: meal.mealType,
    name: mealTypeNames[meal.mealType],
    dishes: meal.dishes
      .filter((d) => d.ageGroups.includes(ageGroup))
      .map((dish) => {
        const recipe = recipes.get(dish.recipeId);
        const allergens = recipe?.allergens ?? [];
        for (const a of allergens) usedAllergens.add(a);
        return {
          recipeId: dish.recipeId,
          recipeName: recipe?.name ?? dish.recipeName,
          allergens,
          energyKcal: recipe?.nutrition.find((n) => n.ageGroup === ageGroup)?.energyKcal ?? 0,
          flags: children
            .map((c) => ({
              childId: c.id,
              childName: `${c.firstName} ${c.lastName}`,
              allergens: (c.allergies ?? []).map((a) => a.allergen).filter((a) => allergens.includes(a)),
            }))
            .filter((f) => f.allergens.length > 0),
        };
      }),
  }));
}

/** The week against the norms for the group's age group: the days with meals for it. Pure. */
export function weekCheckOf(
  days: readonly { date: string; day: MenuDay | undefined }[],
  ageGroup: KitchenAgeGroup,
  recipes: ReadonlyMap<string, RecipeItem>,
): WeekCheck {
  return checkWeek(
    ageGroup,
    days
      .filter((d) => d.day?.meals.some((m) => m.dishes.some((x) => x.ageGroups.includes(ageGroup))))
      .map((d) => ({ date: d.date, ...dayIntake(d.day, ageGroup, recipes) })),
  );
}

/**
 * The children of the group the viewer may see with their allergies: one BatchGet of their records (and,
 * for a parent, of their guardian links, to keep only their own). None for a viewer who sees no child.
 */
async function allergicChildren(
  kindergartenId: string,
  childIds: readonly string[],
  group: GroupItem,
  viewer: MenuViewer,
): Promise<ChildAllergies[]> {
  const isParent = viewer.role === Role.Parent;
  const teaches = viewer.role === Role.Teacher && Boolean(group.teacherIds?.includes(viewer.userId));
  if (childIds.length === 0 || !(viewer.seesAllChildren || teaches || isParent)) return [];
  const read = await batchGet<Record<string, unknown> & Key>([
    ...childIds.map((id) => keys.child(kindergartenId, id)),
    ...(isParent ? childIds.map((id) => keys.guardianOfChild(kindergartenId, id, viewer.userId)) : []),
  ]);
  const guarded = new Set(read.filter((i) => i.SK.startsWith('GUARDIAN#')).map((i) => i.PK));
  return read
    .filter((i) => i.SK === 'PROFILE' && (!isParent || guarded.has(i.PK)))
    .map((i) => i as unknown as ChildAllergies & Key)
    .filter((c) => (c.allergies ?? []).length > 0);
}
