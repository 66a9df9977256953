import { Alert } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePagedRouteQuery } from '../../../ui/table/paged-query';

type Row = ApiReply<'children.portfolios'>['result'][number];

const columns: EntityColumn<Row>[] = [
  { id: 'child', header: 'Дете', cell: (p) => p.studentName, td: { fw: 600 } },
  { id: 'title', header: 'Заглавие', cell: (p) => p.title },
  { id: 'sections', header: 'Раздели', cell: (p) => p.sectionsCount },
  { id: 'photos', header: 'Снимки', cell: (p) => p.photosCount },
  { id: 'modified', header: 'Променено', cell: (p) => formatDate(p.modifiedAt) },
];

/**
 * /kids/portfolio: the portfolios the user may see (a teacher's groups', a parent's children's, the whole
 * kindergarten's for the management), by the child's name; open one to see, edit or print it.
 */
export function PortfoliosPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const paged = usePagedRouteQuery(
    'children.portfolios',
    { kindergartenId },
    { testId: 'portfolios', pageSize: 20, enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<Row>('StudentPortfolios', {
    create: { label: 'Ново портфолио', to: '/kids/portfolio/create' },
    open: (p) => `/kids/portfolio/${p.id}`,
    openLabel: 'Отвори',
    testId: 'portfolio',
    rowData: (p) => ({ 'data-name': p.studentName }),
  });
  if (!kindergartenId) return <Alert color="yellow">Портфолиата са в детска градина.</Alert>;
  return (
    <ListPage
      title="Портфолио"
      intro="Хобита, награди и пътешествия на децата, със снимки, готови за печат."
      {...actions.page}
      maw={1000}
      testId="portfolios"
    >
      <EntityTable<Row>
        {...paged.table}
        columns={columns}
        {...actions.table}
        empty="Още няма портфолиа."
        minWidth={640}
      />
    </ListPage>
  );
}
