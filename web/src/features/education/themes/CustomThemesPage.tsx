import {
  ageGroupNames,
  ageGroups,
  educationalAreaNames,
  educationalAreas,
  ThemeKind,
} from '@gradina/shared/education/education';
import type { Theme } from '@gradina/shared/manifest/routes/planning/themes';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { type ListActionsOptions, ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateThemes } from '../queries';

export const customThemesPath = '/education-plan-topic/custom-themes';
export const ageOptions = ageGroups.map((a) => ({ value: String(a), label: ageGroupNames[a] }));
export const areaOptions = educationalAreas.map((a) => ({
  value: String(a),
  label: educationalAreaNames[a],
}));

const pageSize = 20;
const columns: EntityColumn<Theme>[] = [
  { id: 'title', header: 'Тема', cell: (t) => t.title, td: { fw: 600 } },
  { id: 'age', header: 'Възрастова група', cell: (t) => (t.ageGroup ? ageGroupNames[t.ageGroup] : '') },
  { id: 'area', header: 'Направление', cell: (t) => (t.area ? educationalAreaNames[t.area] : '') },
];

/**
 * A topic list's actions (both topic pages): the page's own (open, edit, new) and the delete asked in the
 * modal. Test ids `<page>-row-…` for the rows', `<page>-delete` for the modal's.
 */
export function useThemeActions(
  page: string,
  actions: Pick<ListActionsOptions<Theme>, 'create' | 'open' | 'edit'>,
) {
  return useListActions<Theme>('EducationPlanTopics', {
    ...actions,
    remove: (t) => callApi('planning.deleteTheme', { path: { id: t.id } }),
    refresh: invalidateThemes,
    ...deleteWords({ the: 'темата', a: 'тема', deleted: 'изтрита' }, (t: Theme) => t.title),
    question: (t) => `Да бъде ли изтрита темата „${t.title}“? Запазените годишни планове я пазят.`,
    testId: `${page}-row`,
    rowTestId: `${page}-item`,
    rowData: (t) => ({ 'data-title': t.title }),
    deleteTestId: `${page}-delete`,
  });
}

/**
 * /education-plan-topic/custom-themes: the kindergarten's own topics by age group and educational area,
 * which the year plan offers beside the publisher's; add one, several at once, open, edit or delete one.
 */
export function CustomThemesPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const paging = usePaging('custom-themes', pageSize);
  const ageGroup = useFilter<string | null>(paging, null);
  const area = useFilter<string | null>(paging, null);
  const name = useFilter(paging, '');
  const list = useRouteQuery(
    'planning.themesOverview',
    {
      query: {
        kindergartenId,
        kind: ThemeKind.Custom,
        ageGroup: ageGroup.value ? Number(ageGroup.value) : undefined,
        area: area.value ? Number(area.value) : undefined,
        name: name.value.trim() || undefined,
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useThemeActions('custom-themes', {
    create: { label: 'Нова тема', to: `${customThemesPath}/create`, testId: 'custom-themes-create' },
    open: (t) => `${customThemesPath}/overview/${t.id}`,
    edit: (t) => `${customThemesPath}/${t.id}`,
  });
  return (
    <ListPage
      title="Собствени теми"
      intro="Темите на детската градина извън програмата на издателството. Годишният план ги предлага за възрастовата група и направлението им."
      {...actions.page}
      actions={
        <Button
          variant="light"
          component={Link}
          to={`${customThemesPath}/bulk-create`}
          data-testid="custom-themes-bulk"
        >
          Няколко теми наведнъж
        </Button>
      }
      testId="custom-themes"
    >
      <EntityTable<Theme>
        filters={
          <Filters>
            <SelectFilter
              label="Възрастова група"
              data={ageOptions}
              {...ageGroup}
              testId="custom-themes-age"
            />
            <SelectFilter label="Направление" data={areaOptions} {...area} testId="custom-themes-area" />
            <SearchFilter {...name} testId="custom-themes-search" />
          </Filters>
        }
        paging={paging}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма собствени теми."
        minWidth={640}
      />
    </ListPage>
  );
}
