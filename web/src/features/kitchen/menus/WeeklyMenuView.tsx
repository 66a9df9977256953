import { formatDateDigits, weekdayNames } from '@gradina/shared/format-dates';
import { addDays, mondayOf } from '@gradina/shared/kitchen/menu';
import { allergenNumbers } from '@gradina/shared/kitchen/nutrition';
import type { WeeklyMenu } from '@gradina/shared/manifest/routes/kitchen/menus';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { Loading } from '../../../ui/Loading';
import { ExportButton } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';

/** A weekday's name as a heading („Понеделник"). */
export const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The week's Monday a step of weeks away. */
export const stepWeek = (monday: string, weeks: number) => addDays(mondayOf(monday), 7 * weeks);

/** A week switcher: the previous and next week around „Седмица от … до …". */
export function WeekSwitcher({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  return (
    <Group gap="xs" data-testid="weekly-menu-week">
      <Button
        variant="default"
        size="xs"
        onClick={() => onChange(stepWeek(monday, -1))}
        data-testid="weekly-menu-prev"
      >
        Предишна
      </Button>
      <Text fw={600}>
        {formatDateDigits(monday)} – {formatDateDigits(addDays(monday, 4))}
      </Text>
      <Button
        variant="default"
        size="xs"
        onClick={() => onChange(stepWeek(monday, 1))}
        data-testid="weekly-menu-next"
      >
        Следваща
      </Button>
    </Group>
  );
}

/**
 * A group's menu for a week: each day's meals with the dishes' allergen numbers, and under a dish the
 * children of the group allergic to it (the API sends only those the user may see: a parent their own
 * child). The printed week for the group's parents is one click away.
 */
export function WeeklyMenuView({
  kindergartenId,
  groupId,
  monday,
}: {
  kindergartenId: string;
  groupId: string;
  monday: string;
}) {
  const week = useRouteQuery('kitchen.weeklyMenu', {
    path: { classId: groupId, week: monday },
    query: { kindergartenId },
  });
  if (week.isPending) return <Loading label="Зареждане на менюто…" />;
  if (week.isError) return <QueryError error={week.error} />;
  const w = week.data;
  return (
    <Stack gap="md" data-testid="weekly-menu">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" data-testid="weekly-menu-name">
          {w.menuId ? `Меню „${w.menuName}“` : 'Няма меню за тази седмица.'}
        </Text>
        {w.menuId && (
          <ExportButton
            label="Меню за родителите (PDF)"
            run={() =>
              callApi('kitchen.weeklyMenuForGroupReceipt', {
                path: { classId: groupId, week: monday },
                query: { kindergartenId },
              })
            }
            testId="weekly-menu-pdf"
          />
        )}
      </Group>
      {w.menuId && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {w.days.map((day, i) => (
            <DayCard key={day.date} day={day} weekday={capital(weekdayNames[i] ?? '')} />
          ))}
        </SimpleGrid>
      )}
      {w.allergens.length > 0 && (
        <Text fz="sm" c="dimmed" data-testid="weekly-menu-legend">
          Алергени: {w.allergens.map((a) => `${a.id} – ${a.name}`).join('; ')}.
        </Text>
      )}
    </Stack>
  );
}

/** A day of the week; a reader of the day's meal calculation (a teacher of the group too) gets its link. */
function DayCard({ day, weekday }: { day: WeeklyMenu['days'][number]; weekday: string }) {
  const { can } = usePermissions();
  return (
    <Card withBorder padding="sm" data-testid="weekly-menu-day" data-date={day.date}>
      <Title order={3} fz="md">
        {weekday}, {formatDateDigits(day.date)}
      </Title>
      {day.holiday ? (
        <Text c="dimmed">{day.holiday}</Text>
      ) : day.meals.length === 0 ? (
        <Text c="dimmed">Няма хранения.</Text>
      ) : (
        <Stack gap={6} mt={6}>
          {day.meals.map((meal) => (
            <Stack key={meal.mealType} gap={2}>
              <Text fz="sm" fw={700}>
                {meal.name}
              </Text>
              {meal.dishes.map((dish) => (
                <Stack key={dish.recipeId} gap={2} data-testid="weekly-menu-dish">
                  <Text fz="sm">
                    {dish.recipeName}
                    {dish.allergens.length > 0 && ` – ${allergenNumbers(dish.allergens)}`}
                  </Text>
                  {dish.flags.map((f) => (
                    <Badge key={f.childId} color="red" variant="light" data-testid="weekly-menu-flag">
                      Алергия: {f.childName} ({allergenNumbers(f.allergens)})
                    </Badge>
                  ))}
                </Stack>
              ))}
            </Stack>
          ))}
          {can('MealCalculations', 'read') && (
            <Anchor
              component={Link}
              to={`/storage/calculations/${day.date}`}
              fz="sm"
              data-testid="weekly-menu-calculation"
            >
              Калкулация за деня
            </Anchor>
          )}
        </Stack>
      )}
    </Card>
  );
}
