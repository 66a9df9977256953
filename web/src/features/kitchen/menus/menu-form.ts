import { kitchenAgeGroups, type MealType, mealTypes, menuWeekdays } from '@gradina/shared/kitchen/meals';
import type { MenuWeek } from '@gradina/shared/kitchen/menu';
import type { Menu } from '@gradina/shared/manifest/routes/kitchen/menus';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/**
 * A menu's form: a name, the dates it runs, the groups (none: all), and weeks of five days, each day the
 * four meals with the recipes picked for them. A dish is served to every age group (the recipe gives each
 * its quantities). The norms check reads the same weeks (`weeksOf`).
 */

export interface MenuValues {
  id: string;
  version: number | undefined;
  name: string;
  fromDate: string;
  toDate: string;
  groupIds: string[];
  /** weeks[w].days[d].meals[m]: the recipe ids of meal m (mealTypes order) of weekday d + 1. */
  weeks: { days: { meals: string[][] }[] }[];
}

export const menuLabels = {
  name: 'Наименование',
  fromDate: 'От дата',
  toDate: 'До дата',
  groupIds: 'Групи',
  weeks: 'Седмици',
} as const;

export const emptyWeek = () => ({
  days: menuWeekdays.map(() => ({ meals: mealTypes.map(() => [] as string[]) })),
});

export const newMenu = (): MenuValues => ({
  id: '',
  version: undefined,
  name: '',
  fromDate: '',
  toDate: '',
  groupIds: [],
  weeks: [emptyWeek()],
});

export function menuValues(m: Menu): MenuValues {
  return {
    id: m.id,
    version: m.version,
    name: m.name,
    fromDate: m.fromDate,
    toDate: m.toDate,
    groupIds: m.groupIds,
    weeks: m.weeks.map((w) => ({
      days: menuWeekdays.map((weekday) => {
        const day = w.days.find((d) => d.weekday === weekday);
        return {
          meals: mealTypes.map(
            (t) => day?.meals.find((x) => x.mealType === t)?.dishes.map((d) => d.recipeId) ?? [],
          ),
        };
      }),
    })),
  };
}

/** The weeks as the API and the norms check take them: empty meals and days left out. */
export function weeksOf(v: MenuValues, names: ReadonlyMap<string, string> = new Map()): MenuWeek[] {
  return v.weeks.map((w) => ({
    days: w.days
      .map((d, i) => ({
        weekday: menuWeekdays[i]!,
        meals: d.meals
          .map((ids, m) => ({
            mealType: mealTypes[m] as MealType,
            dishes: ids.map((recipeId) => ({
              recipeId,
              recipeName: names.get(recipeId) ?? '',
              ageGroups: [...kitchenAgeGroups],
            })),
          }))
          .filter((m) => m.dishes.length > 0),
      }))
      .filter((d) => d.meals.length > 0),
  }));
}

export const menuSpec = (kindergartenId: string): ManifestFormSpec<MenuValues, 'kitchen.saveMenu'> => ({
  labels: menuLabels,
  toBody: (v) => ({
    kindergartenId,
    ...(v.id ? { id: v.id, version: v.version } : {}),
    name: given(v.name),
    fromDate: v.fromDate,
    toDate: v.toDate,
    groupIds: v.groupIds,
    weeks: weeksOf(v).map((w) => ({
      days: w.days.map((d) => ({
        weekday: d.weekday,
        meals: d.meals.map((m) => ({
          mealType: m.mealType,
          dishes: m.dishes.map((x) => ({ recipeId: x.recipeId, ageGroups: x.ageGroups })),
        })),
      })),
    })),
  }),
});
