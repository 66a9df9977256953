import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateTime } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { invalidateSubstitutions } from './queries';
import { datesText, hoursText, type SubstitutionRow } from './SubstitutionsPage';

const listPath = '/staff/members-substitution';

function Fact({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{value === '' ? '—' : value}</Text>
    </Stack>
  );
}

/**
 * /staff/members-substitution/{id?}: one substitution as booked (a booking is not edited: a wrong one is
 * deleted, which frees the substitute's hours, and booked again).
 */
export function SubstitutionPage() {
  const { id = '' } = useParams();
  // Back to the list of the substitution's month (its id starts with it).
  const listOfMonth = `${listPath}?month=${id.slice(0, 7)}`;
  useDocumentTitle('Заместване | Градина');
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const record = useRouteQuery('staff.substitution', { path: { id } }, { enabled: Boolean(id) });
  const remove = useConfirmDelete<SubstitutionRow>({
    remove: (s) => callApi('staff.deleteSubstitution', { path: { id: s.id } }),
    onDeleted: async () => {
      await invalidateSubstitutions(client);
      navigate(listOfMonth);
    },
    refusedText: 'Заместването не беше изтрито.',
    title: 'Изтриване на заместване',
    question: (s) => `Да бъде ли изтрито заместването на ${s.absentTeacherName} от ${s.substituteName}?`,
    testId: 'substitution-delete',
  });

  if (!id) return <Alert color="yellow">Изберете заместване от списъка.</Alert>;
  if (record.isPending) return <Loading />;
  if (record.isError) return <QueryError error={record.error} />;
  const s = record.data;

  return (
    <Stack gap="lg" maw={860} data-testid="substitution-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Заместване</Title>
        <Group>
          <Button variant="default" component={Link} to={listOfMonth}>
            Към списъка
          </Button>
          {can('TeacherSubstitutions', 'delete') && (
            <Button
              color="red"
              variant="light"
              onClick={() => remove.ask(s)}
              data-testid="substitution-delete"
            >
              Изтрий
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label="Заместван учител" value={s.absentTeacherName} testId="substitution-absent" />
          <Fact label="Заместник" value={s.substituteName} testId="substitution-substitute" />
          <Fact label="Група" value={s.groupName} testId="substitution-group" />
          <Fact label="Дати" value={datesText(s)} testId="substitution-dates" />
          <Fact label="Часове" value={hoursText(s)} testId="substitution-time" />
          <Fact label="Общо часа" value={s.hours} testId="substitution-hours" />
          <Fact label="Причина" value={s.reason} testId="substitution-reason" />
          <Fact label="Тема" value={s.topic} testId="substitution-topic" />
          <Fact label="Записано" value={formatDateTime(s.createdAt)} testId="substitution-created" />
        </SimpleGrid>
      </Paper>
      {remove.modal}
    </Stack>
  );
}
