import { sofiaDay } from '@gradina/shared/format-dates';
import { allergenNumbers } from '@gradina/shared/kitchen/nutrition';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../api/query';
import { usePermissions } from '../../app/auth/permissions';
import { useKindergartenId } from '../../app/auth/user-data';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';

/**
 * Today's meals of the child's group on the parent's home (issue #35): the dishes with their allergen numbers
 * and the child's allergy flags, and the way to the whole week on /menu. Nothing for a kindergarten without
 * the kitchen (no right to read menus).
 */
export function TodayMenu({ groupId }: { groupId: string }) {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const today = sofiaDay(new Date());
  const mayRead = can('Menus', 'read') && Boolean(kindergartenId);
  const week = useRouteQuery(
    'kitchen.weeklyMenu',
    { path: { classId: groupId, week: today }, query: { kindergartenId: kindergartenId ?? '' } },
    { enabled: mayRead },
  );
  if (!mayRead) return null;
  const day = week.data?.days.find((d) => d.date === today);
  return (
    <Stack gap="xs" data-testid="home-today-menu">
      <Text fw={600}>Менюто днес</Text>
      {week.isPending ? (
        <Loading label="Зареждане на менюто…" />
      ) : week.isError ? (
        <QueryError error={week.error} />
      ) : !day || day.holiday || day.meals.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {day?.holiday ?? 'Днес няма меню.'}
        </Text>
      ) : (
        day.meals.map((meal) => (
          <Stack key={meal.mealType} gap={2}>
            <Text fz="sm" fw={700}>
              {meal.name}
            </Text>
            {meal.dishes.map((dish) => (
              <Stack key={dish.recipeId} gap={2} data-testid="home-today-dish">
                <Text fz="sm">
                  {dish.recipeName}
                  {dish.allergens.length > 0 && ` – ${allergenNumbers(dish.allergens)}`}
                </Text>
                {dish.flags.map((f) => (
                  <Badge key={f.childId} color="red" variant="light" data-testid="home-today-flag">
                    Алергия: {f.childName} ({allergenNumbers(f.allergens)})
                  </Badge>
                ))}
              </Stack>
            ))}
          </Stack>
        ))
      )}
      <Anchor component={Link} to="/menu" fz="sm" data-testid="home-today-menu-week">
        Менюто за седмицата
      </Anchor>
    </Stack>
  );
}
