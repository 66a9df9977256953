import { Role } from '@gradina/shared';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Divider,
  Group,
  Indicator,
  Loader,
  Menu,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { mayOpenPage } from '../../app/auth/page-access';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { formatDateTime } from '../../ui/format/dates';
import { roleLabels } from '../../ui/format/labels';
import { useBadges } from './badges';
import { decodeContent, plainText } from './common';
import { EventLine, PollLine } from './notification-lines';
import { useHeaderMessages, useUnreadNotifications } from './queries';

function nameInitials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toLocaleUpperCase('bg') ||
    '?'
  );
}

/**
 * Header messages dropdown (spec "Header"): hidden in consolidation mode and wherever the messages page is
 * refused (the page guard's rule: MON, municipality and Master have no inbox, issue #12's dead end).
 */
export function MessagesDropdown() {
  const user = useUserData();
  if (user.consolidation || !mayOpenPage('/messages', { role: user.userType, access: user.access }))
    return null;
  return <MessagesMenu />;
}

function MessagesMenu() {
  const badges = useBadges();
  const { list, menu, close } = useMenuList(useHeaderMessages);
  const items = (list.data?.result ?? []).filter((m) => !m.seenByCurrentUser || m.numberOfUnseenReplies > 0);
  return (
    <HeaderMenu
      {...menu}
      count={badges?.unseenMessages ?? 0}
      label="Съобщения"
      testId="messages"
      icon={<IconMail size={20} stroke={2} aria-hidden="true" />}
      heading={items.length || menu.loading ? 'Непрочетени съобщения' : 'Нямате непрочетени съобщения'}
      all={{ to: '/messages', label: 'Всички съобщения' }}
    >
      {items.map((m) => (
        <Box key={m.id} px="sm" py="xs" data-testid="messages-dropdown-item">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar radius="xl" color="garden" size={32} alt="">
              {nameInitials(m.createdBy.name)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text fz="sm" fw={600}>
                {m.createdBy.name}{' '}
                <Text span fz="xs" c="dimmed">
                  ({roleLabels[m.createdBy.userType]})
                </Text>
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(m.creationTime)}
              </Text>
              <Anchor component={Link} to={`/messages/${m.id}`} fz="sm" fw={700} onClick={close}>
                {m.title}
              </Anchor>
              <Text fz="xs" lineClamp={2}>
                {plainText(decodeContent(m.content), 120)}
              </Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </HeaderMenu>
  );
}

/** Header notifications dropdown (spec: hidden for MON, Municipality, Master and in consolidation mode). */
export function NotificationsDropdown() {
  const user = useUserData();
  const { can } = usePermissions();
  const hidden = [Role.MON, Role.Municipality, Role.Master] as number[];
  if (hidden.includes(user.userType) || user.consolidation || !can('Events') || !can('Polls')) return null;
  return <NotificationsMenu />;
}

function NotificationsMenu() {
  const badges = useBadges();
  const mobile = useMediaQuery('(max-width: 48em)');
  const { list, menu, close } = useMenuList(useUnreadNotifications);
  const events = list.data?.events ?? [];
  const polls = list.data?.polls ?? [];
  const empty = events.length === 0 && polls.length === 0;
  return (
    <HeaderMenu
      {...menu}
      count={badges?.unseenNotifications ?? 0}
      label="Известия"
      testId="notifications"
      icon={<IconBell size={20} stroke={2} aria-hidden="true" />}
      heading={!empty || menu.loading ? 'Непрочетени известия' : 'Нямате непрочетени известия'}
      maxHeight={mobile ? 200 : 350}
      all={{ to: '/notifications', label: 'Всички известия' }}
    >
      {events.map((e) => (
        <Box key={`e${e.id}`} px="sm" py="xs" data-testid="notifications-event">
          <EventLine event={e} small onOpen={close} />
        </Box>
      ))}
      {polls.map((p) => (
        <Box key={`p${p.id}`} px="sm" py="xs" data-testid="notifications-poll">
          <PollLine poll={p} small onOpen={close} />
        </Box>
      ))}
    </HeaderMenu>
  );
}

/**
 * A header dropdown's list, read while it is open (again at every opening): the menu's `opened`, `onOpen` and
 * `loading` props, and `close` for a link that leaves it.
 */
function useMenuList<L extends { data?: unknown; isFetching: boolean; refetch: () => Promise<unknown> }>(
  useList: (opened: boolean) => L,
) {
  const [opened, setOpened] = useState(false);
  const list = useList(opened);
  return {
    list,
    close: () => setOpened(false),
    menu: {
      opened,
      onOpen: (open: boolean) => {
        setOpened(open);
        if (open) void list.refetch();
      },
      loading: list.isFetching && !list.data,
    },
  };
}

/**
 * A header dropdown: the button with its red unread count, the list's heading, the list (scrolling past
 * `maxHeight`) and the link to the whole page. Test ids `<testId>-dropdown`, `-dropdown-header`,
 * `-dropdown-all`, and the button's.
 */
function HeaderMenu(props: {
  opened: boolean;
  onOpen: (opened: boolean) => void;
  count: number;
  label: string;
  testId: string;
  icon: ReactNode;
  heading: string;
  loading: boolean;
  maxHeight?: number;
  all: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Menu
      position="bottom-end"
      width={360}
      withinPortal
      opened={props.opened}
      onChange={props.onOpen}
      withInitialFocusPlaceholder={false}
    >
      <DropdownTrigger count={props.count} label={props.label} testId={props.testId} icon={props.icon} />
      <Menu.Dropdown data-testid={`${props.testId}-dropdown`}>
        <Text fw={700} px="sm" py="xs" data-testid={`${props.testId}-dropdown-header`}>
          {props.heading}
        </Text>
        <Divider />
        {props.loading && <Loader size="sm" m="sm" />}
        <ScrollArea.Autosize mah={props.maxHeight ?? 350} type="auto">
          {props.children}
        </ScrollArea.Autosize>
        <Divider />
        <Menu.Item component={Link} to={props.all.to} data-testid={`${props.testId}-dropdown-all`}>
          {props.all.label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header button of a dropdown with its red unread count (the count also read by tests and badges). */
function DropdownTrigger(props: { count: number; label: string; testId: string; icon: ReactNode }) {
  return (
    <Indicator
      label={props.count}
      size={18}
      color="red"
      disabled={props.count === 0}
      offset={4}
      data-testid={`${props.testId}-badge`}
      data-count={props.count}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`${props.label}${props.count ? `: ${props.count} непрочетени` : ''}`}
          data-testid={`${props.testId}-dropdown-button`}
        >
          {props.icon}
        </ActionIcon>
      </Menu.Target>
    </Indicator>
  );
}
