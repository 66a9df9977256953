import { Role } from '@gradina/shared';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { ViewSwitch } from '../../../ui/ViewSwitch';
import { saveFailure, toast } from '../common';
import { invalidateEvent, invalidateEvents, useDashboard, useEvent } from '../queries';
import { AgendaList } from './agenda-list';
import {
  type CalendarView,
  eventDays,
  loadRange,
  periodTitle,
  shiftAnchor,
  todayInSofia,
  visibleDays,
} from './calendar-dates';
import { EventDetailsModal } from './event-details';
import { EventFormModal, type EventFormTarget } from './event-form';
import { defaultDay } from './event-form-values';
import { MonthGrid } from './month-grid';
import { PhoneCalendarButton } from './phone-calendar';
import { WeekGrid } from './week-grid';

const views = [
  { value: 'month', label: 'Месец' },
  { value: 'week', label: 'Седмица' },
] as const;

/** /calendar (an event opens as /calendar?id={id}): month and week views of the user's events. */
export function CalendarPage() {
  const { can } = usePermissions();
  if (!can('Events'))
    return (
      <Alert color="red" variant="light" role="alert" data-testid="calendar-no-access">
        Нямате достъп до календара.
      </Alert>
    );
  return <Calendar />;
}

function Calendar() {
  const client = useQueryClient();
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id') || undefined;
  const today = todayInSofia();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [form, setForm] = useState<EventFormTarget>();
  const days = visibleDays(view, anchor);
  const events = useRouteQuery(
    'communication.events',
    { query: loadRange(view, anchor) },
    { placeholderData: keepPreviousData },
  );
  const groupNames = useGroupNames();

  // An event opened by its address (a notification, a link) brings the grid to its days, once per event.
  const opened = useEvent(openId ?? '', !!openId);
  const centred = useRef<string | undefined>(undefined);
  const openedEvent = opened.data;
  useEffect(() => {
    if (!openedEvent || centred.current === openedEvent.id) return;
    centred.current = openedEvent.id;
    const { first, last } = eventDays(openedEvent);
    setAnchor((current) => {
      const shown = visibleDays(view, current);
      return first <= shown[shown.length - 1]! && last >= shown[0]! ? current : first;
    });
  }, [openedEvent, view]);
  // Reading the event marked it seen: the badges, the header's list and the grid's highlight change.
  const openedAt = opened.dataUpdatedAt;
  useEffect(() => {
    if (openedAt) invalidateEvents(client);
  }, [openedAt, client]);

  const open = (id: string) => setParams({ id });
  const close = () =>
    setParams(
      (p) => {
        p.delete('id');
        return p;
      },
      { replace: true },
    );

  const allSeen = useMutation({
    mutationFn: () => callApi('communication.setAllEventsSeen', { body: {} }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) void toast({ title: 'Календар', message: failure, color: 'red' });
      else
        void toast({
          title: 'Календар',
          message: 'Всички събития са отбелязани като видени.',
          testId: 'calendar-all-seen-toast',
        });
      invalidateEvents(client);
    },
    onError: (error) =>
      void toast({
        title: 'Календар',
        message: error instanceof Error ? error.message : 'Възникна грешка!',
        color: 'red',
      }),
  });

  const saved = (day: string) => {
    const editing = form?.kind === 'edit';
    setForm(undefined);
    invalidateEvent(client);
    if (!visibleDays(view, anchor).includes(day)) setAnchor(day);
    void toast({
      title: 'Календар',
      message: editing ? 'Промените са запазени.' : 'Събитието е създадено.',
      testId: 'event-saved-toast',
    });
  };

  const week = view === 'week';
  // Mantine's sm breakpoint: below it the month is an agenda list (seven columns leave no room for titles).
  const phone = useMediaQuery('(max-width: 48em)');
  // With nothing loaded the grid would look like an empty month: say it failed and offer to ask again.
  const failed = events.isError && !events.data;
  return (
    <Stack data-testid="calendar-page">
      <PageHeader
        title="Календар"
        action={
          can('Events', 'create') && {
            label: 'Ново събитие',
            onClick: () => setForm({ kind: 'create', day: defaultDay(days, today) }),
            testId: 'calendar-create',
          }
        }
        actions={
          <>
            <Button
              variant="light"
              onClick={() => allSeen.mutate()}
              loading={allSeen.isPending}
              data-testid="calendar-mark-all"
            >
              Маркирай всички като видени
            </Button>
            <PhoneCalendarButton />
          </>
        }
      />
      <Group justify="space-between" gap="sm">
        <Group gap={6}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={week ? 'Предишна седмица' : 'Предишен месец'}
            onClick={() => setAnchor((a) => shiftAnchor(view, a, -1))}
            data-testid="calendar-prev"
          >
            ‹
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(today)} data-testid="calendar-today">
            Днес
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={week ? 'Следваща седмица' : 'Следващ месец'}
            onClick={() => setAnchor((a) => shiftAnchor(view, a, 1))}
            data-testid="calendar-next"
          >
            ›
          </ActionIcon>
          <Title order={2} fz="h3" ml="xs" data-testid="calendar-period-title">
            {periodTitle(view, anchor)}
          </Title>
          {events.isFetching && <Loader size="xs" role="status" aria-label="Зареждане…" />}
        </Group>
        <ViewSwitch value={view} onChange={setView} views={views} testId="calendar-view" />
      </Group>
      {events.isError && (
        <QueryError error={events.error} testId="calendar-error" onRetry={() => void events.refetch()} />
      )}
      {failed ? null : week ? (
        <WeekGrid days={days} today={today} events={events.data?.result ?? []} onOpen={open} />
      ) : phone ? (
        <AgendaList
          anchor={anchor}
          days={days}
          today={today}
          events={events.data?.result ?? []}
          onOpen={open}
        />
      ) : (
        <MonthGrid
          anchor={anchor}
          days={days}
          today={today}
          events={events.data?.result ?? []}
          onOpen={open}
          onShowWeek={(day) => {
            setView('week');
            setAnchor(day);
          }}
        />
      )}
      {openId && !form && (
        <EventDetailsModal
          key={openId}
          id={openId}
          groupNames={groupNames}
          onClose={close}
          onEdit={(event) => setForm({ kind: 'edit', event })}
        />
      )}
      {form && <EventFormModal target={form} onClose={() => setForm(undefined)} onSaved={saved} />}
    </Stack>
  );
}

/** Group names for "За кого": the kindergarten's groups for staff, their children's groups for parents. */
function useGroupNames(): ReadonlyMap<string, string> {
  const user = useUserData();
  const dashboard = useDashboard({ retry: false });
  return useMemo(() => {
    const d = dashboard.data;
    if (!d) return new Map();
    const groups =
      user.userType === Role.Parent
        ? d.parentDashboardModels.map((c) => [c.groupId, c.groupName] as const)
        : d.groups.map((g) => [g.groupId, g.groupName] as const);
    return new Map(groups);
  }, [dashboard.data, user.userType]);
}
