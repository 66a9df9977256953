import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { fullName, initials } from '../../ui/person';
import { useUserData } from '../auth/user-data';

/** Header user menu (spec): avatar, first and last name, e-mail and the way out. */
export function UserMenu() {
  const user = useUserData();
  const name = fullName(user);
  return (
    <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu-button"
          aria-label={`Потребителско меню: ${name}`}
          px={6}
          py={4}
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar color="garden" variant="filled" radius="xl" size={36} data-testid="user-avatar" alt="">
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Text fw={600} fz="sm" visibleFrom="sm" data-testid="user-menu-name">
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
        <Menu.Item component={Link} to="/logout" data-testid="user-menu-logout">
          Изход
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
