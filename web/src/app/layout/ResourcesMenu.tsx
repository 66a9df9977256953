import { NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiQuery } from '../../api/query';
import { sortByText } from '../../ui/collation';
import { useUserData } from '../auth/user-data';
import { hasPage } from '../known-pages';
import { resourcesIcon as ResourcesIcon } from './menu-icons';
import { resourcesMenu } from './menu-items';
import { allowedFor, isWithin } from './menu-visibility';

/**
 * The resources section (spec: `GET /api/Partners` ordered by name, one entry per partner to
 * `/resources/{id}`; needs read on KindergartenResources; not for MON or Municipality). It shows only once the
 * resources page exists.
 */
export function ResourcesMenu({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const user = useUserData();
  const enabled =
    hasPage(resourcesMenu.page) &&
    allowedFor(
      { resource: resourcesMenu.resource, hiddenFor: resourcesMenu.hiddenFor },
      { role: user.userType, access: user.access, pages: new Set() },
    );
  const partners = useQuery({
    ...apiQuery('kindergartens.partners', { query: { OrderByColumn: 'Name' } }),
    enabled,
    staleTime: 10 * 60_000,
  });
  const list = partners.data?.result ?? [];
  if (!enabled || list.length === 0) return null;
  return (
    <Stack gap={2} data-testid="menu-section-resources">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt={0} mb={4} component="h2">
        {resourcesMenu.title}
      </Text>
      {sortByText(list, (p) => p.name).map((p) => {
        const to = resourcesMenu.to(p.id);
        const active = isWithin(pathname, to);
        return (
          <NavLink
            key={p.id}
            component={Link}
            to={to}
            label={p.name}
            leftSection={<ResourcesIcon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            data-testid={`menu-item-${to}`}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
