import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';

interface MenuItem {
  label: string;
  to: string;
  testId: string;
}

interface MenuSection {
  title?: string;
  items: MenuItem[];
}

/**
 * The side menu. This slice has the two pages that exist; the spec's full menu (main, kindergarten and platform
 * sections, shown by the user's read rights per menu-visibility.md) grows here as screens arrive.
 */
const sections: MenuSection[] = [
  { items: [{ label: 'Начало', to: '/', testId: 'menu-home' }] },
  { title: 'Платформа', items: [{ label: 'За платформата', to: '/platform/about', testId: 'menu-about' }] },
];

function isActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" data-testid="side-menu">
      {sections.map((section) => (
        <Stack gap={2} key={section.title ?? 'main'}>
          {section.title && (
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {section.title}
            </Text>
          )}
          {section.items.map((item) => {
            const active = isActive(pathname, item.to);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                data-testid={item.testId}
                onClick={onNavigate}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
