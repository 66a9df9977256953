import { describe, expect, it } from 'vitest';
import { kitchenAgeGroups } from '../../../shared/src/kitchen/meals';
import { addDays, checkMenuWeek } from '../../../shared/src/kitchen/menu';
import { demoMenuDates, demoMenuWeeks, demoRecipe, demoRecipeRows } from './kitchen-menus-demo';

const recipes = new Map(demoRecipeRows.map((row) => demoRecipe(row, 'kg')).map((r) => [r.id, r]));
const weeks = demoMenuWeeks(new Map());

describe('the demo menu', () => {
  it('meets the norms every week for every age group', () => {
    const failures = weeks.flatMap((week, w) =>
      kitchenAgeGroups.flatMap((g) => {
        const check = checkMenuWeek(week, addDays(demoMenuDates.fromDate, 7 * w), g, recipes);
        return [...check.average, ...check.frequencies]
          .filter((v) => ('status' in v ? v.status !== 'ok' : !v.ok))
          .map((v) => `week ${w + 1}, age ${g}: ${'nutrient' in v ? v.nutrient : v.id} ${v.value} ${v.text}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('uses every demo recipe', () => {
    const used = new Set(
      weeks.flatMap((w) => w.days.flatMap((d) => d.meals.flatMap((m) => m.dishes.map((x) => x.recipeId)))),
    );
    expect([...recipes.keys()].filter((id) => !used.has(id))).toEqual([]);
  });
});
