import { formatDateDigits, weekdayNames } from '@gradina/shared/format-dates';
import {
  kitchenAgeGroupNames,
  kitchenAgeGroups,
  mealTypeNames,
  mealTypes,
} from '@gradina/shared/kitchen/meals';
import { addDays, menuDayOn, mondayOf, recipeIdsOf } from '@gradina/shared/kitchen/menu';
import { normsSource, nutrientNames } from '@gradina/shared/kitchen/norms';
import { allergenNumbers } from '@gradina/shared/kitchen/nutrition';
import type { WeeklyMenu } from '@gradina/shared/manifest/routes/kitchen/menus';
import { allergens as allergenList } from '@gradina/shared/storage/catalogue';
import type { ReportColumn } from '../../platform/documents/table-report';
import { kindergartenNameOf, tableReportFile } from '../../platform/documents/table-report';
import type { MenuItem } from './menus';
import { getRecipes, type RecipeItem } from './recipes';
import { weekCheckOf } from './week-menu';

/**
 * The printed weekly menus (issue #35), on the report kit (the kitchen's receipts and the files area's
 * `kitchen-menus` address print the same): a row per working day, a column per meal, each
 * dish followed by its allergens' EU numbers („Пиле фрикасе – 1, 3, 7") and the legend under the table, as
 * Bulgarian kindergartens post them for parents.
 */

const columns: ReportColumn[] = [
  { header: 'Ден', width: 14 },
  ...mealTypes.map((m) => ({ header: mealTypeNames[m], width: 30 })),
];

const dishText = (name: string, allergens: readonly number[], ages = '') =>
  `${name}${ages}${allergens.length ? ` – ${allergenNumbers(allergens)}` : ''}`;

const dayLabel = (date: string) =>
  `${weekdayNames[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? ''} ${formatDateDigits(date)}`;

const legend = (ids: ReadonlySet<number>) =>
  ids.size === 0
    ? []
    : [
        `Алергени: ${allergenList
          .filter((a) => ids.has(a.id))
          .map((a) => `${a.id} – ${a.name}`)
          .join('; ')}.`,
      ];

const weekLine = (monday: string) =>
  `Седмица от ${formatDateDigits(monday)} до ${formatDateDigits(addDays(monday, 4))}`;

/** A group's weekly menu for its parents (PDF): the dishes it is served with their allergen numbers. */
export async function groupMenuPdf(kindergartenId: string, week: WeeklyMenu) {
  const used = new Set(week.allergens.map((a) => a.id));
  const rows = week.days.map((day) => [
    dayLabel(day.date),
    ...mealTypes.map((m) =>
      day.holiday
        ? day.holiday
        : (day.meals.find((x) => x.mealType === m)?.dishes ?? [])
            .map((d) => dishText(d.recipeName, d.allergens))
            .join('; '),
    ),
  ]);
  return tableReportFile(
    {
      fileName: `Седмично меню ${week.groupName} ${week.monday}`,
      kindergarten: await kindergartenNameOf(kindergartenId),
      title: `Седмично меню – група „${week.groupName}“`,
      lines: [weekLine(week.monday), week.menuName ? `Меню: ${week.menuName}` : 'Няма меню за тази седмица.'],
      columns,
      rows: week.menuId ? rows : [],
      emptyText: 'Няма меню за тази седмица.',
      below: legend(used),
    },
    'pdf',
  );
}

/** A menu's week for the kitchen (PDF): every age group's dishes and the week against the norms. */
export async function menuWeekPdf(kindergartenId: string, menu: MenuItem, anyDate: string) {
  const monday = mondayOf(anyDate);
  const dates = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const days = dates.map((date) => ({ date, day: menuDayOn(menu, date) }));
  const [recipes, kindergarten] = await Promise.all([
    getRecipes(kindergartenId, recipeIdsOf(menu.weeks)),
    kindergartenNameOf(kindergartenId),
  ]);
  const used = new Set<number>();
  const allAges = kitchenAgeGroups.length;
  const rows = days.map(({ date, day }) => [
    dayLabel(date),
    ...mealTypes.map((m) =>
      (day?.meals.find((x) => x.mealType === m)?.dishes ?? [])
        .map((d) => {
          const recipe = recipes.get(d.recipeId);
          for (const a of recipe?.allergens ?? []) used.add(a);
          const ages =
            d.ageGroups.length < allAges
              ? ` (${d.ageGroups.map((g) => kitchenAgeGroupNames[g]).join(', ')})`
              : '';
          return dishText(recipe?.name ?? d.recipeName, recipe?.allergens ?? [], ages);
        })
        .join('; '),
    ),
  ]);
  const checks = kitchenAgeGroups
    .map((g) => weekCheckOf(days, g, recipes as ReadonlyMap<string, RecipeItem>))
    .filter((c) => c.days.length > 0)
    .map(
      (c) =>
        `${c.ageGroupName}: енергия средно ${c.average[0]!.value} kcal на ден – ${c.average[0]!.text}; ` +
        c.average
          .slice(1)
          .map((v) => `${nutrientNames[v.nutrient].toLocaleLowerCase('bg')} ${v.text}`)
          .join(', '),
    );
  return tableReportFile(
    {
      fileName: `Меню ${menu.name} ${monday}`,
      kindergarten,
      title: `Седмично меню – ${menu.name}`,
      lines: [weekLine(monday)],
      columns,
      rows,
      below: [...legend(used), ...checks, `Норми: ${normsSource}.`],
    },
    'pdf',
  );
}
