import { StudentAttendanceStatus as S, type StudentAttendanceStatus } from '@gradina/shared';
import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate, sofiaDay } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { columnCells, isMarkable } from './bulk';
import { dayTypeStatus } from './day-types';
import { useMarking } from './marking';
import { groupMonthQuery } from './queries';
import { statusColor, statusName, statusShort } from './statuses';

/** The marks of a morning, the everyday ones (the keys' letters). */
const everyday: StudentAttendanceStatus[] = [
  S.Attendance,
  S.Absence,
  S.Excused,
  S.FamilyReasonAbsence,
  S.SicknessAbsence5,
];

/**
 * „Днес“: the group's children with large status buttons for today only, the marking a teacher does at 8:00
 * on a phone (issue #26). One tap marks a child; „Всички неотбелязани – присъствие“ fills the rest, with the
 * grid's toast and undo. A day off or a locked day says so instead of offering buttons.
 */
export function TodayView({ kindergartenId, groupId }: { kindergartenId: string; groupId: string }) {
  const msg = useMessage();
  const { send, bulk } = useMarking(kindergartenId, groupId, msg);
  const today = sofiaDay(new Date());
  const grid = useQuery(
    groupMonthQuery(kindergartenId, groupId, Number(today.slice(0, 4)), Number(today.slice(5, 7))),
  );
  if (grid.isPending) return <Loading testId="attendance-loading" />;
  if (grid.isError)
    return <QueryError error={grid.error} testId="attendance-load-error" onRetry={() => grid.refetch()} />;
  const data = grid.data;
  const day = data.days.find((d) => d.date === today);
  const heading = (
    <Text fw={600} data-testid="attendance-today-date">
      {formatLongDate(today)}
    </Text>
  );
  if (!day || day.isDayOff)
    return (
      <Stack gap="xs">
        {heading}
        <Text data-testid="attendance-today-off">
          Днес е почивен ден{day?.reasons.length ? ` (${day.reasons.join(', ')})` : ''}: няма присъствия за
          отбелязване.
        </Text>
      </Stack>
    );
  const editable = data.canMark && !data.isKindergartenMonthLocked;
  const suggested = day.dayOffType ? dayTypeStatus[day.dayOffType as keyof typeof dayTypeStatus] : undefined;
  const statuses = [...new Set([...(suggested ? [suggested] : []), ...everyday])];
  const children = data.students.flatMap((s) => {
    const a = s.attendances.find((x) => x.forDate === today);
    return a?.isEnrolled ? [{ s, a }] : [];
  });
  const marked = children.filter(({ a }) => a.type !== null).length;
  return (
    <Stack gap="sm" data-testid="attendance-today">
      <MessageAlert msg={msg} testId="attendance-message" errorTestId="attendance-error" />
      <Group justify="space-between" gap="xs">
        {heading}
        <Text fz="sm" data-testid="attendance-today-count">
          Отбелязани: {marked} от {children.length}
        </Text>
      </Group>
      {editable && marked < children.length && (
        <Button
          variant="light"
          onClick={() => bulk(columnCells(data, today), S.Attendance)}
          data-testid="attendance-today-fill"
        >
          Всички неотбелязани – присъствие
        </Button>
      )}
      {children.length === 0 && <Text data-testid="attendance-empty">В групата няма деца днес.</Text>}
      {children.map(({ s, a }) => {
        const can = editable && isMarkable(data, a);
        return (
          <Card
            key={s.studentId}
            withBorder
            p="sm"
            data-testid="attendance-today-child"
            data-name={s.studentName}
          >
            <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
              <Text fw={600}>{s.studentName}</Text>
              {a.type !== null ? (
                <Badge variant="light" color={statusColor(a.type)} data-testid="attendance-today-status">
                  {statusName(a.type)}
                </Badge>
              ) : (
                <Text fz="sm" c="dimmed">
                  неотбелязан
                </Text>
              )}
            </Group>
            <Group gap="xs" grow role="group" aria-label={s.studentName}>
              {statuses.map((st) => (
                <Button
                  key={st}
                  size="lg"
                  px={4}
                  variant={a.type === st ? 'filled' : 'light'}
                  color={statusColor(st)}
                  disabled={!can}
                  aria-pressed={a.type === st}
                  title={statusName(st)}
                  onClick={() =>
                    send(
                      { cells: [{ studentId: s.studentId, forDate: today, type: st }] },
                      `${s.studentName}: ${statusName(st)}.`,
                    )
                  }
                  data-testid={`attendance-today-mark-${st}`}
                >
                  {statusShort(st)}
                  <VisuallyHidden> – {statusName(st)}</VisuallyHidden>
                </Button>
              ))}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
