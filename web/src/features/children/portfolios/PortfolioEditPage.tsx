import { Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { Field, useChildOptions } from '../../../ui/fields';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { FailureAlert } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { PortfolioSections } from './PortfolioSections';
import { newPortfolio, type PortfolioValues, portfolioFormSpec, portfolioValues } from './portfolio-form';
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
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Портфолио' : 'Ново портфолио'} | Градина`);
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery('children.portfolio', { path: { id: id ?? '' } }, { enabled: editing });
  const backgrounds = useRouteQuery(
    'children.portfolioBackgrounds',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: (rows) => rows.map((b) => ({ value: b.id, label: b.name })) },
  );
  const [childId, setChildId] = useState<string | null>(null);
  const [childError, setChildError] = useState<string>();
  const f = useManifestForm<PortfolioValues, 'children.createPortfolio'>('children.createPortfolio', {
    ...portfolioFormSpec(kindergartenId),
    defaultValues: newPortfolio(),
  });
  const { form, toBody, formError, setFormError, onServerError } = f;
  useEffect(() => {
    if (existing.data) form.reset(portfolioValues(existing.data));
  }, [existing.data, form]);

  const stale = useStaleEdit(() => existing.refetch());
  const save = useMutation({
    mutationFn: (v: PortfolioValues) =>
      editing
        ? callApi('children.updatePortfolio', {
            body: { ...toBody(v), id: id ?? '', version: existing.data?.version ?? 0 },
          })
        : callApi('children.createPortfolio', { path: { id: childId ?? '' }, body: toBody(v) }),
    onSuccess: async (reply) => {
      await invalidatePortfolios(client);
      navigate(editing ? '/kids/portfolio' : `/kids/portfolio/${reply.entityId}`);
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });
  // The browser saves the PDF under the name the API gives it.
  const exportPdf = useMutation({
    mutationFn: () => callApi('children.exportPortfolio', { path: { id: id ?? '' } }),
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

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError) return <QueryError error={existing.error} />;
  const readOnly = editing ? !can('StudentPortfolios', 'update') : false;

  return (
    <Stack gap="lg" maw={900} data-testid="portfolio-edit-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{editing ? (existing.data?.studentName ?? 'Портфолио') : 'Ново портфолио'}</Title>
        {editing && (
          <Group gap="xs">
            <Button
              variant="light"
              loading={exportPdf.isPending}
              onClick={() => exportPdf.mutate()}
              data-testid="portfolio-export"
            >
              Изтегли за печат (PDF)
            </Button>
            {can('StudentPortfolios', 'delete') && (
              <Button
                color="red"
                variant="subtle"
                onClick={() => remove.ask(id ?? '')}
                data-testid="portfolio-delete"
              >
                Изтрий
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="portfolio-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            if (!editing && !childId) return setChildError('Полето "Дете" е задължително');
            save.mutate(v);
          })}
        >
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="md">
              {!editing && (
                <ChildChoice
                  value={childId}
                  error={childError}
                  onChange={(v, name) => {
                    setChildId(v);
                    setChildError(undefined);
                    if (name && !form.getValues('title')) form.setValue('title', `Портфолио на ${name}`);
                  }}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Field.Text form={f} name="title" required testId="portfolio-title" />
                <Field.Select
                  form={f}
                  name="backgroundId"
                  clearable
                  allowDeselect
                  data={backgrounds.data ?? []}
                  testId="portfolio-background"
                />
              </SimpleGrid>
              <PortfolioSections form={f} readOnly={readOnly} />
              <FailureAlert text={formError} testId="portfolio-form-error" />
              {!readOnly && (
                <Group>
                  <Button type="submit" loading={save.isPending} data-testid="portfolio-save">
                    Запази
                  </Button>
                  <Button variant="default" onClick={() => navigate('/kids/portfolio')}>
                    Откажи
                  </Button>
                </Group>
              )}
            </Stack>
          </fieldset>
        </form>
      </Paper>
      {remove.modal}
      {stale.modal}
    </Stack>
  );
}
