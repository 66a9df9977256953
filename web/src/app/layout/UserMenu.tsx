import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { fullName, initials } from '../../ui/person';
import { useUserData } from '../auth/user-data';
import { useAvatarUrl } from './useAvatar';

/** Header user menu (spec): avatar, first and last name, e-mail, the profile settings and the way out. */
export function UserMenu() {
  const user = useUserData();
  const name = fullName(user);
  const avatarUrl = useAvatarUrl(user.id, user.avatarPath);
  return (
    <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu-button"
          // Starts with the visible name (speech input users say what they see); the avatar's initials are
          // drawn by CSS (.avatar-initials), so they are not text the name would have to repeat.
          aria-label={`${name}, потребителско меню`}
          px={6}
          py={4}
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={avatarUrl}
              color="garden"
              variant="filled"
              radius="xl"
              size={36}
              data-testid="user-avatar"
              data-has-image={avatarUrl ? true : undefined}
              alt=""
              aria-hidden="true"
            >
              <span className="avatar-initials" data-initials={initials(user.firstName, user.lastName)} />
            </Avatar>
            <Text fw={600} fz="sm" visibleFrom="lg" data-testid="user-menu-name">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="user-menu">
        <Stack gap={2} px="sm" py="xs" role="group" aria-label="Влезли сте като">
          <Text fw={600} fz="sm" data-testid="user-menu-full-name">
            {name}
          </Text>
          {user.email && (
            <Text fz="xs" c="dimmed" data-testid="user-menu-email" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          )}
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" data-testid="user-menu-profile">
          Профил
        </Menu.Item>
        <Menu.Item component={Link} to="/logout" data-testid="user-menu-logout">
          Изход
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
