import { ActivityEnrollmentStatus, Role } from '@gradina/shared';
import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { RequestsList } from './RequestsList';

/**
 * /activities/applications (the staff's waiting requests to approve or cancel) and
 * /activities/applications/enrollment (every request: a parent's own, with the button to file one).
 */
function RequestsPage({ all }: { all: boolean }) {
  const title = all ? 'Заявления за записване' : 'Заявления за допълнителни дейности';
  const { is } = usePermissions();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Заявленията се подават в детска градина.</Alert>;
  const parent = is(Role.Parent);
  return (
    <ListPage
      title={title}
      intro={
        parent
          ? 'Заявленията за записване на Вашите деца в допълнителни дейности и решенията по тях.'
          : 'Одобреното заявление записва детето в дейността от поисканата дата.'
      }
      action={{
        resource: 'ActivityEnrollments',
        label: 'Ново заявление',
        to: '/activities/applications/enrollment/create',
        testId: 'enrollment-create',
      }}
      actions={
        <Button
          component={Link}
          to="/activities/applications/removal"
          variant="default"
          data-testid="removal-link"
        >
          Отписвания
        </Button>
      }
      testId={all ? 'enrollment-requests' : 'activity-applications'}
    >
      <RequestsList
        kindergartenId={kindergartenId}
        initialStatus={all || parent ? ActivityEnrollmentStatus.Undefined : ActivityEnrollmentStatus.Waiting}
      />
    </ListPage>
  );
}

export const ApplicationsPage = () => <RequestsPage all={false} />;
export const EnrollmentRequestsPage = () => <RequestsPage all />;
