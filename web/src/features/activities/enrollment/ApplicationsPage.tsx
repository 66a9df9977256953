import { ActivityEnrollmentStatus, Role } from '@gradina/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { RequestsList } from './RequestsList';

/**
 * /activities/applications (the staff's waiting requests to approve or cancel) and
 * /activities/applications/enrollment (every request: a parent's own, with the button to file one).
 */
function RequestsPage({ all }: { all: boolean }) {
  const title = all ? 'Заявления за записване' : 'Заявления за допълнителни дейности';
  useDocumentTitle(`${title} | Градина`);
  const user = useUserData();
  const { can, is } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  if (!kindergartenId) return <Alert color="yellow">Заявленията се подават в детска градина.</Alert>;
  const parent = is(Role.Parent);
  return (
    <Stack gap="lg" maw={1100} data-testid={all ? 'enrollment-requests-page' : 'activity-applications-page'}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {parent
              ? 'Заявленията за записване на Вашите деца в допълнителни дейности и решенията по тях.'
              : 'Одобреното заявление записва детето в дейността от поисканата дата.'}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to="/activities/applications/removal"
            variant="default"
            data-testid="removal-link"
          >
            Отписвания
          </Button>
          {can('ActivityEnrollments', 'create') && (
            <Button
              component={Link}
              to="/activities/applications/enrollment/create"
              data-testid="enrollment-create"
            >
              Ново заявление
            </Button>
          )}
        </Group>
      </Group>
      <RequestsList
        kindergartenId={kindergartenId}
        initialStatus={all || parent ? ActivityEnrollmentStatus.Undefined : ActivityEnrollmentStatus.Waiting}
      />
    </Stack>
  );
}

export const ApplicationsPage = () => <RequestsPage all={false} />;
export const EnrollmentRequestsPage = () => <RequestsPage all />;
