import { lessonKindNames } from '@gradina/shared/education/education';
import { Badge, Button, Checkbox, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { formatLongDate } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateLessons } from '../queries';

/**
 * /references/lecture-lessons/{id}: one day of a group (`<group>_<date>`). The day's planned topics, each
 * ticked as held (all are, until the teacher says otherwise), a note, and „Потвърди деня“; a topic left
 * unticked is missed and listed as such. The day's other entries (activities, sleep) are shown under it.
 */
export function LessonDayPage() {
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const day = useRouteQuery('planning.lessonDay', { path: { id } });
  const msg = useMessage();
  const [held, setHeld] = useState<Record<string, boolean>>({});
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!day.data) return;
    setHeld(Object.fromEntries(day.data.topics.map((t) => [t.topicId, t.held ?? true])));
    setNote(day.data.note);
  }, [day.data]);
  const confirm = useRouteMutation('planning.confirmLessons', {
    refresh: invalidateLessons,
    onSuccess: (r) => msg.ok(`Денят е потвърден: проведени ${r.held}, пропуснати ${r.missed}.`),
    onError: (e) => msg.fail(e),
  });
  if (day.isPending) return <Loading />;
  if (day.error)
    return <QueryError error={day.error} onRetry={() => day.refetch()} testId="lesson-day-error" />;
  const d = day.data;
  const missed = d.topics.filter((t) => t.held === false);
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={`Ситуации на ${formatLongDate(d.date)}`}
        intro="Отбележете проведените теми и потвърдете деня."
      />
      <MessageAlert msg={msg} testId="lesson-day-message" />
      <Paper withBorder p="md">
        <Stack gap="sm">
          {d.topics.length === 0 && <Text c="dimmed">Няма планирани теми за деня.</Text>}
          {d.topics.map((t) => (
            <Checkbox
              key={t.topicId}
              label={`${t.subjectName}: ${t.title}`}
              checked={held[t.topicId] ?? true}
              disabled={!can('Lessons', 'update')}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setHeld((h) => ({ ...h, [t.topicId]: checked }));
              }}
              data-testid="lesson-topic"
            />
          ))}
          <Textarea
            label="Бележка"
            value={note}
            maxLength={1000}
            autosize
            minRows={2}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-testid="lesson-note"
          />
          {can('Lessons', 'update') && (
            <Button
              w="fit-content"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate({
                  body: {
                    classId: d.classId,
                    date: d.date,
                    note,
                    topics: d.topics.map((t) => ({
                      classSubjectId: t.classSubjectId,
                      topicId: t.topicId,
                      held: held[t.topicId] ?? true,
                    })),
                  },
                })
              }
              data-testid="lesson-confirm"
            >
              Потвърди деня
            </Button>
          )}
          {d.confirmed && (
            <Badge variant="light" data-testid="lesson-confirmed">
              Потвърден: проведени {d.held}, пропуснати {d.missed}
            </Badge>
          )}
        </Stack>
      </Paper>
      {missed.length > 0 && (
        <Paper withBorder p="md" data-testid="lesson-missed">
          <Text fw={600} mb="xs">
            Пропуснати теми (преместете ги в годишния план)
          </Text>
          {missed.map((t) => (
            <Text key={t.topicId} data-testid="lesson-missed-topic">
              {t.subjectName}: {t.title}
            </Text>
          ))}
        </Paper>
      )}
      {d.entries.length > 0 && (
        <Table withTableBorder data-testid="lesson-entries">
          <Table.Tbody>
            {d.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{lessonKindNames[e.kind]}</Table.Td>
                <Table.Td>{e.title}</Table.Td>
                <Table.Td>{e.note}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
