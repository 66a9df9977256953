import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUserData } from '../auth/user-data';
import { knownPages } from '../known-pages';
import { menuIcons } from './menu-icons';
import { menuSections } from './menu-sections';
import { isWithin, type VisibleMenuItem, visibleMenu } from './menu-visibility';
import { ResourcesMenu } from './ResourcesMenu';
import type { MenuBadges } from './shell-parts';

function CountBadge({ count, testId }: { count: number | undefined; testId: string }) {
  if (!count) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={count < 10}
      data-testid={testId}
      aria-label={`${count} нови`}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** What every entry of the menu needs besides itself. */
interface MenuState {
  pathname: string;
  badges: MenuBadges | undefined;
  opened: Record<string, boolean>;
  onToggle: (to: string, open: boolean) => void;
  onNavigate?: () => void;
}

/** The entry's icon; decorative, the label names the entry. */
function EntryIcon({ to }: { to: string }) {
  const Icon = menuIcons[to];
  return Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : null;
}

function MenuEntry({ item, menu }: { item: VisibleMenuItem; menu: MenuState }) {
  const { pathname, badges, opened, onToggle, onNavigate } = menu;
  const testId = `menu-item-${item.to}`;
  if (item.children) {
    const isOpen = opened[item.to] ?? isWithin(pathname, item.to);
    return (
      <NavLink
        component="button"
        type="button"
        label={item.label}
        leftSection={<EntryIcon to={item.to} />}
        opened={isOpen}
        onChange={(open) => onToggle(item.to, open)}
        active={isWithin(pathname, item.to) && !isOpen}
        data-testid={testId}
        data-expanded={isOpen || undefined}
      >
        {item.children.map((child) => (
          <MenuEntry key={child.to} item={child} menu={menu} />
        ))}
      </NavLink>
    );
  }
  const active = isWithin(pathname, item.to);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<EntryIcon to={item.to} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      rightSection={
        item.badge && <CountBadge count={badges?.[item.badge]} testId={`menu-badge-${item.to}`} />
      }
      data-testid={testId}
      onClick={onNavigate}
    />
  );
}

/**
 * The side menu (spec "Side menu"): the main, kindergarten and platform sections, the master's admin menu
 * and the partners' resources, each entry shown by the user's rights, the role rules of
 * ../shared/spec/menu-visibility.md and whether its page exists (`menu-items.ts`). Entries with sub-items
 * open when the path is inside them and toggle on click; unread counters come from the communication area.
 */
export function SideMenu({ onNavigate, badges }: { onNavigate?: () => void; badges?: MenuBadges }) {
  const { pathname } = useLocation();
  const user = useUserData();
  const sections = useMemo(
    () => visibleMenu(menuSections, { role: user.userType, access: user.access, pages: knownPages() }),
    [user.userType, user.access],
  );
  // What the user opened or closed by hand; entering a section's pages opens it again.
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  useEffect(() => {
    setOpened((prev) => {
      const keys = Object.keys(prev).filter((to) => isWithin(pathname, to) && prev[to] === false);
      if (keys.length === 0) return prev;
      const next = { ...prev };
      for (const k of keys) delete next[k];
      return next;
    });
  }, [pathname]);
  const onToggle = (to: string, open: boolean) => setOpened((prev) => ({ ...prev, [to]: open }));
  const menu: MenuState = { pathname, badges, opened, onToggle, onNavigate };

  return (
    <Stack gap="md" data-testid="side-menu">
      {sections.map((section) => (
        <Stack gap={2} key={section.id} data-testid={`menu-section-${section.id}`}>
          {section.title && (
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt={0} mb={4} component="h2">
              {section.title}
            </Text>
          )}
          {section.items.map((item) => (
            <MenuEntry key={item.to} item={item} menu={menu} />
          ))}
        </Stack>
      ))}
      <ResourcesMenu pathname={pathname} onNavigate={onNavigate} />
    </Stack>
  );
}
