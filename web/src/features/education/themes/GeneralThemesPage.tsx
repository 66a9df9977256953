import { ThemeKind } from '@gradina/shared/education/education';
import type { Theme } from '@gradina/shared/manifest/routes/planning/themes';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { invalidateThemes } from '../queries';
import { useThemeActions } from './CustomThemesPage';
import { newTheme, themeFormSpec, themeValues } from './theme-form';

const path = '/education-plan-topic/general-themes';
const pageSize = 20;
const columns: EntityColumn<Theme>[] = [
  { id: 'from', header: 'От', cell: (t) => formatDate(t.fromDate ?? '') },
  { id: 'to', header: 'До', cell: (t) => formatDate(t.toDate ?? '') },
  { id: 'title', header: 'Тема', cell: (t) => t.title, td: { fw: 600 } },
  { id: 'results', header: 'Очаквани резултати', cell: (t) => t.expectedResults },
];

/** The general topic's form: a new one, or the one the path names. */
function GeneralThemeForm({
  id,
  kindergartenId,
  onSaved,
}: {
  id: string | undefined;
  kindergartenId: string;
  onSaved: () => void;
}) {
  const existing = useRouteQuery('planning.theme', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const page = useFormPage('planning.saveTheme', {
    spec: { ...themeFormSpec(kindergartenId), defaultValues: newTheme(ThemeKind.General) },
    record: id ? { query: existing, toValues: themeValues } : undefined,
    refresh: invalidateThemes,
    back: path,
    onSaved,
  });
  return (
    <FormFrame page={page} testId="general-theme" onCancel={id ? undefined : false}>
      <Field.Text form={page} name="title" testId="general-theme-title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Period form={page} testId="general-theme" />
      </SimpleGrid>
      <Field.Textarea form={page} name="expectedResults" testId="general-theme-results" />
    </FormFrame>
  );
}

/**
 * /education-plan-topic/general-themes/{id?}: the kindergarten's general topics, each for a period (the
 * week's theme of every group), the latest first; the form beside the list adds one, or edits the one the
 * path names.
 */
export function GeneralThemesPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId() ?? '';
  const navigate = useNavigate();
  // A new topic leaves an empty form for the next one (a new form); an edit goes back to adding.
  const [added, setAdded] = useState(0);
  const paging = usePaging('general-themes', pageSize);
  const list = useRouteQuery(
    'planning.themesOverview',
    { query: { kindergartenId, kind: ThemeKind.General, ...paging.query } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useThemeActions('general-themes', { edit: (t) => `${path}/${t.id}` });
  return (
    <ListPage
      title="Общи теми"
      intro="Темите на цялата детска градина за период, например темата на седмицата."
      {...actions.page}
      testId="general-themes"
    >
      <Stack gap="md">
        <Title order={2} fz="h4">
          {id ? 'Редакция на обща тема' : 'Нова обща тема'}
        </Title>
        <GeneralThemeForm
          key={id ?? `new-${added}`}
          id={id}
          kindergartenId={kindergartenId}
          onSaved={() => (id ? navigate(path) : setAdded((n) => n + 1))}
        />
        <EntityTable<Theme>
          paging={paging}
          query={list}
          columns={columns}
          {...actions.table}
          empty="Няма общи теми."
          minWidth={640}
        />
      </Stack>
    </ListPage>
  );
}
