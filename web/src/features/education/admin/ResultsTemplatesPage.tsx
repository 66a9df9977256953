import type { ResultsTemplate } from '@gradina/shared/manifest/routes/planning/educational-results';
import { useRouteQuery } from '../../../api/query';
import { ListPage, type MainAction, useRowActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

/** The kindergarten's template has no id of its own (one a kindergarten): its page is `/templates/kindergarten`. */
export const ownTemplatePath = '/educational-results/templates/kindergarten';

type Row = ResultsTemplate & { id: string; name: string };

/** Adapting the platform's template, offered while the kindergarten has none of its own. */
const newTemplate: MainAction = {
  resource: 'PlatformSettings',
  label: 'Нов шаблон',
  to: '/educational-results/templates/create',
};

const columns: EntityColumn<Row>[] = [
  { id: 'name', header: 'Шаблон', cell: (t) => t.name, td: { fw: 600 } },
  { id: 'areas', header: 'Направления', cell: (t) => t.areas.length, td: { ta: 'right' } },
  { id: 'levels', header: 'Нива', cell: (t) => t.levels.map((l) => l.name).join(', ') },
];

/**
 * /educational-results/templates: the template the kindergarten assesses by — its own adaptation, or until
 * it makes one the platform's (the Master's). „Нов шаблон“ adapts the platform's (create); the row opens the
 * kindergarten's for editing.
 */
export function ResultsTemplatesPage() {
  const template = useRouteQuery('planning.resultsTemplate', {});
  const rows: Row[] | undefined = template.data && [
    {
      ...template.data,
      id: 'kindergarten',
      name: template.data.adapted ? 'Шаблон на детската градина' : 'Шаблон на платформата (по подразбиране)',
    },
  ];
  const rowActions = useRowActions<Row>('PlatformSettings', {
    edit: (t) => (t.adapted ? ownTemplatePath : false),
    testId: 'results-templates-row',
  });
  return (
    <ListPage
      title="Шаблони на образователните резултати"
      intro="Направленията и нивата, по които детската градина оценява децата. Докато градината не направи свой шаблон, важи шаблонът на платформата."
      action={template.data?.adapted === false && newTemplate}
      testId="results-templates"
    >
      <EntityTable<Row>
        query={template}
        rows={rows}
        columns={columns}
        rowProps={(t) => ({ 'data-testid': 'results-templates-item', 'data-adapted': String(t.adapted) })}
        rowActions={rowActions}
        empty="Няма шаблон."
        minWidth={560}
      />
    </ListPage>
  );
}
