import { Role } from '@gradina/shared';
import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUserData } from '../../app/auth/user-data';
import { knownPages } from '../../app/known-pages';
import { menuIcons } from '../../app/layout/menu-icons';
import { menuSections } from '../../app/layout/menu-sections';
import { type VisibleMenuItem, visibleMenu } from '../../app/layout/menu-visibility';

/** What each page offers, in one sentence for the home cards; an entry without one shows its label only. */
const purposes: Readonly<Record<string, string>> = {
  '/administrative-references': 'Справки за детските градини, до които имате достъп.',
  '/schedule': 'Седмичните разписания на групите.',
  '/platform/groups': 'Кой какви права има в платформата.',
  '/platform/settings/lock': 'Заключените модули и периоди на детските градини.',
  '/platform/help': 'Отговори на честите въпроси и как се работи с платформата.',
  '/platform/about': 'Какво представлява платформата „Градина“.',
};

/** Every page the menu offers this user, sub-entries in place of their parents, home left out. */
const leaves = (items: readonly VisibleMenuItem[]): VisibleMenuItem[] =>
  items.flatMap((i) => (i.children ? leaves(i.children) : i.to === '/' ? [] : [i]));

/**
 * The home of МОН and municipality users: until their reports exist the greeting alone left them at a dead
 * end, so the home lists what they can open today, the side menu's own entries for them as cards.
 */
export function OversightHome() {
  const user = useUserData();
  const entries = useMemo(
    () =>
      visibleMenu(menuSections, { role: user.userType, access: user.access, pages: knownPages() }).flatMap(
        (s) => leaves(s.items),
      ),
    [user.userType, user.access],
  );
  if (user.userType !== Role.MON && user.userType !== Role.Municipality) return null;
  return (
    <section aria-labelledby="home-can-do-title" data-testid="home-can-do">
      <Title order={2} fz="h4" mb="sm" id="home-can-do-title">
        Какво можете да направите днес
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {entries.map((e) => {
          const Icon = menuIcons[e.to];
          return (
            <UnstyledButton component={Link} to={e.to} key={e.to} data-testid={`home-can-do-${e.to}`}>
              <Card withBorder padding="md" radius="md" h="100%">
                <Group wrap="nowrap" align="flex-start">
                  {Icon && (
                    <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                      <Icon size={20} stroke={1.6} />
                    </ThemeIcon>
                  )}
                  <div>
                    <Text fw={700}>{e.label}</Text>
                    {purposes[e.to] && (
                      <Text fz="sm" c="dimmed">
                        {purposes[e.to]}
                      </Text>
                    )}
                  </div>
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
