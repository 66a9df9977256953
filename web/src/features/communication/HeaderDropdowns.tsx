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
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { mayOpenPage } from '../../app/auth/page-access';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { formatDateTime, formatLongDate, formatLongDateTime } from '../../ui/format/dates';
import { roleLabels } from '../../ui/format/labels';
import { useBadges } from './badges';
import { decodeContent, plainText } from './common';
import { ItemTitle } from './item-title';
import { keys } from './queries';

function nameInitials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toLocaleUpperCase('bg') ||
    '?'
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
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
  const [opened, setOpened] = useState(false);
  const unread = badges?.unseenMessages ?? 0;
  const list = useQuery({
    queryKey: [...keys.headerMessages],
    queryFn: ({ signal }) =>
      callApi('communication.inbox', {
        query: { PageNumber: 1, PageSize: 50, OrderByColumn: 'creationTime', OrderByDescending: 'true' },
        signal,
      }),
    enabled: opened,
    retry: false,
  });
  const items = (list.data?.result ?? []).filter((m) => !m.seenByCurrentUser || m.numberOfUnseenReplies > 0);
  return (
    <Menu
      position="bottom-end"
      width={360}
      withinPortal
      opened={opened}
      onChange={(o) => {
        setOpened(o);
        if (o) void list.refetch();
      }}
      withInitialFocusPlaceholder={false}
    >
      <DropdownTrigger count={unread} label="Съобщения" testId="messages" icon={<MailIcon />} />
      <Menu.Dropdown data-testid="messages-dropdown">
        <Text fw={700} px="sm" py="xs" data-testid="messages-dropdown-header">
          {items.length || (list.isFetching && !list.data)
            ? 'Непрочетени съобщения'
            : 'Нямате непрочетени съобщения'}
        </Text>
        <Divider />
        {list.isFetching && !list.data && <Loader size="sm" m="sm" />}
        <ScrollArea.Autosize mah={350} type="auto">
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
                  <Anchor
                    component={Link}
                    to={`/messages/${m.id}`}
                    fz="sm"
                    fw={700}
                    onClick={() => setOpened(false)}
                  >
                    {m.title}
                  </Anchor>
                  <Text fz="xs" lineClamp={2}>
                    {plainText(decodeContent(m.content), 120)}
                  </Text>
                </Stack>
              </Group>
            </Box>
          ))}
        </ScrollArea.Autosize>
        <Divider />
        <Menu.Item component={Link} to="/messages" data-testid="messages-dropdown-all">
          Всички съобщения
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
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

/** Unread events and unanswered active polls; failures are ignored silently (spec section 8). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...keys.headerNotifications],
    queryFn: async ({ signal }) => {
      // A failure fails the whole list: the notifications page says it could not load instead of "none".
      const [events, polls] = await Promise.all([
        callApi('communication.events', { query: { onlyUnseen: 'true', PageSize: 100 }, signal }),
        callApi('communication.polls', { query: { type: 1, PageSize: 100 }, signal }),
      ]);
      return {
        events: events.result.filter((e) => !e.seenByCurrentUser),
        polls: polls.result.filter((p) => p.canVote && !p.hasVoted && !p.isExpired),
      };
    },
    enabled,
    retry: false,
  });
}

function NotificationsMenu() {
  const badges = useBadges();
  const [opened, setOpened] = useState(false);
  const mobile = useMediaQuery('(max-width: 48em)');
  const total = badges?.unseenNotifications ?? 0;
  const list = useUnreadNotifications(opened);
  const events = list.data?.events ?? [];
  const polls = list.data?.polls ?? [];
  const empty = events.length === 0 && polls.length === 0;
  return (
    <Menu
      position="bottom-end"
      width={360}
      withinPortal
      opened={opened}
      onChange={(o) => {
        setOpened(o);
        if (o) void list.refetch();
      }}
      withInitialFocusPlaceholder={false}
    >
      <DropdownTrigger count={total} label="Известия" testId="notifications" icon={<BellIcon />} />
      <Menu.Dropdown data-testid="notifications-dropdown">
        <Text fw={700} px="sm" py="xs" data-testid="notifications-dropdown-header">
          {!empty || (list.isFetching && !list.data) ? 'Непрочетени известия' : 'Нямате непрочетени известия'}
        </Text>
        <Divider />
        {list.isFetching && !list.data && <Loader size="sm" m="sm" />}
        <ScrollArea.Autosize mah={mobile ? 200 : 350} type="auto">
          {events.map((e) => (
            <Box key={`e${e.id}`} px="sm" py="xs" data-testid="notifications-event">
              <ItemTitle
                to={`/calendar?id=${e.id}`}
                page="/calendar"
                fz="sm"
                onClick={() => setOpened(false)}
              >
                {e.title}
              </ItemTitle>
              <Text fz="xs" c="dimmed">
                {formatLongDateTime(e.fromDate)} – {formatLongDateTime(e.toDate)}
              </Text>
            </Box>
          ))}
          {polls.map((p) => (
            <Box key={`p${p.id}`} px="sm" py="xs" data-testid="notifications-poll">
              <ItemTitle to={`/polls/${p.id}`} page="/polls/{id}" fz="sm" onClick={() => setOpened(false)}>
                {p.question}
              </ItemTitle>
              <Text fz="xs" c="dimmed">
                Краен срок: {formatLongDate(p.expirationTime)}
              </Text>
            </Box>
          ))}
        </ScrollArea.Autosize>
        <Divider />
        <Menu.Item component={Link} to="/notifications" data-testid="notifications-dropdown-all">
          Всички известия
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
