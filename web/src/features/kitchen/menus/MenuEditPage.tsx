import { weekdayNames } from '@gradina/shared/format-dates';
import { mealTypeNames, mealTypes, menuWeekdays } from '@gradina/shared/kitchen/meals';
import { addDays, mondayOf } from '@gradina/shared/kitchen/menu';
import type { Menu } from '@gradina/shared/manifest/routes/kitchen/menus';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { AddRowButton, Field, useGroupOptions } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { emptyWeek, type MenuValues, menuSpec, menuValues, newMenu, weeksOf } from './menu-form';
import { NormsPanel } from './NormsPanel';
import { invalidateMenus } from './queries';
import { capital } from './WeeklyMenuView';

/** /kitchen/create-menu and /kitchen/menu/{id}: a menu's weeks, checked against the norms while edited. */
export function MenuEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Менютата се водят в детска градина.</Alert>;
  return <MenuForm kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
}

function MenuForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const stored = useRouteQuery(
    'kitchen.menu',
    { path: { id: id ?? '' }, query: { kindergartenId } },
    { enabled: Boolean(id) },
  );
  // The menus' settings: the books dishes are picked from (none: every book) and the meals served.
  const config = useRouteQuery('kitchen.menuConfiguration', { query: { kindergartenId } });
  const bookIds = config.data?.recipeBookIds ?? [];
  const options = useRouteQuery('kitchen.recipeOptions', {
    query: { kindergartenId, ...(bookIds.length ? { bookIds } : {}) },
  });
  const groups = useGroupOptions();
  const page = useFormPage('kitchen.saveMenu', {
    spec: { ...menuSpec(kindergartenId), defaultValues: newMenu() },
    record: id ? { query: stored, toValues: (m: Menu) => menuValues(m) } : undefined,
    refresh: invalidateMenus,
    back: '/kitchen/menu',
  });
  const weeks = useFieldArray({ control: page.form.control, name: 'weeks' });
  const [tab, setTab] = useState('0');
  const values = page.form.watch() as MenuValues;
  const active = Math.min(Number(tab), values.weeks.length - 1);
  const week = weeksOf(values)[active] ?? { days: [] };
  const ids = [
    ...new Set(week.days.flatMap((d) => d.meals.flatMap((m) => m.dishes.map((x) => x.recipeId)))),
  ].sort();
  const nutritions = useRouteQuery(
    'kitchen.recipeNutritions',
    { query: { kindergartenId, ids: ids.join(',') } },
    { enabled: ids.length > 0 },
  );
  const recipeData = (options.data ?? []).map((r) => ({
    value: r.id,
    label: r.allergens.length ? `${r.name} (${r.allergens.join(', ')})` : r.name,
  }));
  const served = (meal: number, dishes: number) =>
    dishes > 0 || !config.data || config.data.mealTypes.includes(meal);
  const monday = addDays(mondayOf(values.fromDate || '2026-01-05'), 7 * active);
  return (
    <FormPage
      page={page}
      title={id ? (stored.data?.name ?? 'Меню') : 'Ново меню'}
      intro="Седмиците се повтарят от първия понеделник до крайната дата. Проверката по нормите се обновява, докато избирате ястията."
      maw={1100}
      testId="menu"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Text form={page} name="name" testId="menu-name" />
        <Field.Period form={page} testId="menu" />
      </SimpleGrid>
      <Field.MultiSelect
        form={page}
        name="groupIds"
        data={groups.options}
        description="Без избрани групи менюто е за всички"
        testId="menu-groups"
      />
      <Tabs value={String(active)} onChange={(v) => setTab(v ?? '0')}>
        <Tabs.List>
          {weeks.fields.map((w, i) => (
            <Tabs.Tab key={w.id} value={String(i)} data-testid="menu-week-tab">
              Седмица {i + 1}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group>
        {weeks.fields.length < 6 && (
          <AddRowButton
            label="Добави седмица"
            onClick={() => weeks.append(emptyWeek())}
            testId="menu-week-add"
          />
        )}
        {weeks.fields.length > 1 && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => {
              weeks.remove(active);
              setTab('0');
            }}
            data-testid="menu-week-remove"
          >
            Премахни седмица {active + 1}
          </Button>
        )}
      </Group>
      <Stack gap="sm" key={weeks.fields[active]?.id}>
        {menuWeekdays.map((weekday, d) => (
          <Fieldset
            key={weekday}
            legend={capital(weekdayNames[weekday - 1] ?? '')}
            data-testid="menu-day"
            data-weekday={weekday}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {mealTypes.map(
                (meal, m) =>
                  // A meal the kindergarten does not serve is left out, unless the day already has a dish of it.
                  served(meal, values.weeks[active]?.days[d]?.meals[m]?.length ?? 0) && (
                    <Field.MultiSelect
                      key={meal}
                      form={page}
                      name={`weeks.${active}.days.${d}.meals.${m}`}
                      label={mealTypeNames[meal]}
                      data={recipeData}
                      searchable
                      testId={`menu-meal-${meal}`}
                    />
                  ),
              )}
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
      <NormsPanel
        week={week}
        monday={monday}
        recipes={new Map((ids.length ? (nutritions.data ?? []) : []).map((r) => [r.id, r]))}
      />
    </FormPage>
  );
}
