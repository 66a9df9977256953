import { Alert, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { AccountingPage } from '../cash/AccountingPage';
import { OverpaymentsPanel } from './OverpaymentsPanel';

/**
 * `/activities/accounting`: the payments overview, or „Надплатени суми“ with `?view=overpayments` (the spec
 * has no address of its own for it, so it is a view of the accounting page, reached from the side menu).
 */
export function AccountingWithOverpayments() {
  const [params] = useSearchParams();
  return params.get('view') === 'overpayments' ? <OverpaymentsPage /> : <AccountingPage />;
}

function OverpaymentsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Надплатените суми се преглеждат в детска градина.</Alert>;
  if (!can('Payments', 'update')) return <Alert color="yellow">Нямате права за надплатените суми.</Alert>;
  return (
    <ListPage
      title="Надплатени суми"
      intro="Пари, получени повече от дължимото, които се връщат на родителите."
      actions={
        <Button variant="default" component={Link} to="/activities/accounting">
          Плащания
        </Button>
      }
      maw={1200}
      testId="overpayments"
    >
      <OverpaymentsPanel kindergartenId={kindergartenId} />
    </ListPage>
  );
}
