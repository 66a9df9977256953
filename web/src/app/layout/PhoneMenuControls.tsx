import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { KindergartenSwitcher } from './KindergartenSwitcher';
import { SchoolYearMenu } from './SchoolYearMenu';

/**
 * The header's controls that a phone's header has no room for, at the top of the side menu (which a phone
 * opens as a drawer): the kindergarten and the school year, the profile and the way out. Shown below the md
 * breakpoint, where the header leaves them out; the messages and notifications stay in the header as icons.
 */
export function PhoneMenuControls({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack gap={6} hiddenFrom="md" mb="md" data-testid="phone-menu-controls">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" component="h2" m={0}>
        Детска градина и профил
      </Text>
      {/* Each on its own: one still loading its data does not hold back the others. */}
      <Suspense fallback={null}>
        <KindergartenSwitcher inMenu />
      </Suspense>
      <Suspense fallback={null}>
        <SchoolYearMenu inMenu />
      </Suspense>
      <NavLink
        component={Link}
        to="/profile"
        label="Профил"
        onClick={onNavigate}
        data-testid="phone-menu-profile"
      />
      <NavLink component={Link} to="/logout" label="Изход" data-testid="phone-menu-logout" />
      <Divider />
    </Stack>
  );
}
