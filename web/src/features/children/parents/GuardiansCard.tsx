import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { relationLabel } from '../../../ui/format/labels';
import { Loading } from '../../../ui/Loading';
import { AccountStateBadge } from './ParentsPage';

/**
 * The guardians card of a child's page (the records feature includes it): each parent with the relation and
 * whether they accepted the invitation; a new parent for this child opens the form with the child chosen.
 */
export function GuardiansCard({ childId }: { childId: string }) {
  const { can } = usePermissions();
  const guardians = useRouteQuery(
    'children.childGuardians',
    { path: { childId } },
    { enabled: can('Parents', 'read') },
  );
  if (!can('Parents', 'read')) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="guardians-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Родители
          </Title>
          {can('Parents', 'create') && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/parents/management/create?childId=${encodeURIComponent(childId)}`}
              data-testid="guardian-add"
            >
              Нов родител
            </Button>
          )}
        </Group>
        {guardians.isPending && <Loading />}
        {guardians.isError && <Alert color="red">{guardians.error.message}</Alert>}
        {guardians.data?.length === 0 && <Text c="dimmed">Детето няма свързани родители.</Text>}
        {guardians.data?.map((g) => (
          <Group key={g.parentId} justify="space-between" wrap="wrap" data-testid="guardian-row">
            <Stack gap={0}>
              <Link to={`/parents/management/${g.parentId}`}>{g.name}</Link>
              <Text size="sm" c="dimmed">
                {relationLabel(g.relation)}
                {g.phone ? ` · ${g.phone}` : ''}
              </Text>
            </Stack>
            <AccountStateBadge state={g.accountState} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
