import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { Field, useChildOptions } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { PortfolioSections } from './PortfolioSections';
import { newPortfolio, portfolioFormSpec, portfolioValues } from './portfolio-form';
import { invalidatePortfolios } from './queries';

/** A new portfolio's child (of the kindergarten's children); the portfolio is written under it. */
function ChildChoice({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  onChange: (id: string | null, name: string | undefined) => void;
}) {
  const children = useChildOptions();
  return (
    <Select
      label="Дете"
      withAsterisk
      searchable
      data={children.options}
      value={value}
      onChange={(v) => onChange(v, children.options.find((c) => c.value === v)?.label)}
      error={error}
      data-testid="portfolio-child"
    />
  );
}

/**
 * /kids/portfolio/create and /kids/portfolio/{id}: a child's portfolio, its background and its sections
 * (hobby, award, journey) with text and photos; an existing one can be printed as PDF and, by the
 * management, deleted. Who may only read it (a parent) sees the same page without the controls.
 */
export function PortfolioEditPage() {
  const { id = '' } = useParams();
  const editing = id !== '' && id !== 'create';
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = useKindergartenId() ?? '';
  const existing = useRouteQuery('children.portfolio', { path: { id } }, { enabled: editing });
  const backgrounds = useRouteQuery(
    'children.portfolioBackgrounds',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: (rows) => rows.map((b) => ({ value: b.id, label: b.name })) },
  );
  const [childId, setChildId] = useState<string | null>(null);
  const [childError, setChildError] = useState<string>();
  const spec = portfolioFormSpec(kindergartenId);
  const page = useFormPage('children.createPortfolio', {
    spec: { ...spec, defaultValues: newPortfolio() },
    record: editing ? { query: existing, toValues: portfolioValues } : undefined,
    toArgs: (v) => ({ path: { id: childId ?? '' }, body: spec.toBody(v) }),
    update: {
      routeId: 'children.updatePortfolio',
      toArgs: (v) => ({ body: { ...spec.toBody(v), id, version: existing.data?.version ?? 0 } }),
    },
    refresh: invalidatePortfolios,
    back: '/kids/portfolio',
    onSaved: (reply) => navigate(editing ? '/kids/portfolio' : `/kids/portfolio/${reply.entityId}`),
  });
  // The child is the create route's path, not a field of its body: checked here, before the body's fields.
  const submit = (event?: BaseSyntheticEvent) => {
    if (editing || childId) return page.submit(event);
    event?.preventDefault();
    setChildError('Полето "Дете" е задължително');
    return page.form.trigger().then(() => undefined);
  };
  // The browser saves the PDF under the name the API gives it.
  const exportPdf = useMutation({
    mutationFn: () => callApi('children.exportPortfolio', { path: { id } }),
  });
  const remove = useConfirmDelete<string>({
    remove: (portfolioId) => callApi('children.deletePortfolio', { path: { id: portfolioId } }),
    onDeleted: async () => {
      await invalidatePortfolios(client);
      navigate('/kids/portfolio');
    },
    refusedText: 'Портфолиото не беше изтрито.',
    title: 'Изтриване на портфолио',
    question: () => 'Да бъде ли изтрито портфолиото заедно със снимките му?',
    testId: 'portfolio-delete',
  });
  const readOnly = editing && !can('StudentPortfolios', 'update');

  return (
    <FormPage
      page={{ ...page, submit }}
      title={editing ? (existing.data?.studentName ?? 'Портфолио') : 'Ново портфолио'}
      maw={900}
      readOnly={readOnly}
      actions={
        editing && (
          <Group gap="xs">
            <Button
              variant="light"
              loading={exportPdf.isPending}
              onClick={() => exportPdf.mutate()}
              data-testid="portfolio-export"
            >
              Изтегли за печат (PDF)
            </Button>
            {can('StudentPortfolios', 'delete') && remove.button(id, 'portfolio-delete', 'sm')}
          </Group>
        )
      }
      pageTestId="portfolio-edit-page"
      testId="portfolio"
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {!editing && (
            <ChildChoice
              value={childId}
              error={childError}
              onChange={(v, name) => {
                setChildId(v);
                setChildError(undefined);
                if (name && !page.form.getValues('title'))
                  page.form.setValue('title', `Портфолио на ${name}`);
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Text form={page} name="title" required testId="portfolio-title" />
            <Field.Select
              form={page}
              name="backgroundId"
              clearable
              allowDeselect
              data={backgrounds.data ?? []}
              testId="portfolio-background"
            />
          </SimpleGrid>
          <PortfolioSections form={page} readOnly={readOnly} />
        </Stack>
      </fieldset>
      {remove.modal}
    </FormPage>
  );
}
