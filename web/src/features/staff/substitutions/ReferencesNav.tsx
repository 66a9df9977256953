import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** The staff references of the spec's route table (`/staff/references/...`), in the menu's order. */
export const staffReferences = [
  { path: '/staff/references/attendances', label: 'Присъствия' },
  { path: '/staff/references/days', label: 'Дни' },
  { path: '/staff/references/mandatory', label: 'Задължителни часове' },
  { path: '/staff/references/meal', label: 'Хранене' },
  { path: '/staff/references/substitutions', label: 'Замествания' },
  { path: '/staff/references/topics', label: 'Теми' },
] as const;

/**
 * Links between the staff references (the menu opens the first one): the current one is marked, and the
 * month of the address goes along, so switching keeps the month in view.
 */
export function ReferencesNav() {
  const { pathname, search } = useLocation();
  const month = new URLSearchParams(search).get('month');
  return (
    <Group
      gap="xs"
      wrap="wrap"
      component="nav"
      aria-label="Справки за персонала"
      data-testid="staff-references-nav"
    >
      {staffReferences.map((r) => (
        <Button
          key={r.path}
          component={Link}
          to={month ? `${r.path}?month=${month}` : r.path}
          size="xs"
          variant={pathname === r.path ? 'filled' : 'light'}
          aria-current={pathname === r.path ? 'page' : undefined}
        >
          {r.label}
        </Button>
      ))}
    </Group>
  );
}
