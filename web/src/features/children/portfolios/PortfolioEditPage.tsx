import { StudentAchievementType } from '@gradina/shared';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import {
  newPortfolio,
  newSection,
  type PortfolioValues,
  portfolioFormSpec,
  portfolioValues,
} from './portfolio-form';
import {
  backgroundsQuery,
  childOptionsQuery,
  invalidatePortfolios,
  portfolioQuery,
  reloadPortfolio,
} from './queries';
import { SectionPhotos } from './SectionPhotos';

const typeOptions = [
  { value: String(StudentAchievementType.Hobby), label: 'Хоби' },
  { value: String(StudentAchievementType.Award), label: 'Награда' },
  { value: String(StudentAchievementType.Journey), label: 'Пътешествие' },
];

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
  const existing = useQuery({ ...portfolioQuery(id ?? ''), enabled: editing });
  const backgrounds = useQuery({ ...backgroundsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const children = useQuery({
    ...childOptionsQuery(kindergartenId),
    enabled: !editing && Boolean(kindergartenId),
  });
  const [childId, setChildId] = useState<string | null>(null);
  const [childError, setChildError] = useState<string>();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    PortfolioValues,
    'children.createPortfolio'
  >('children.createPortfolio', { ...portfolioFormSpec(kindergartenId), defaultValues: newPortfolio() });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  useEffect(() => {
    if (existing.data) form.reset(portfolioValues(existing.data));
  }, [existing.data, form]);

  const [stale, setStale] = useState(false);
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
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  // The browser saves the PDF under the name the API gives it.
  const exportPdf = useMutation({
    mutationFn: () => callApi('children.exportPortfolio', { path: { id: id ?? '' } }),
  });
  const reload = useMutation({
    mutationFn: () => reloadPortfolio(client, id ?? ''),
    onSuccess: () => setStale(false),
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
  const { errors } = form.formState;

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
                <Select
                  label="Дете"
                  withAsterisk
                  searchable
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={childId}
                  onChange={(v) => {
                    setChildId(v);
                    setChildError(undefined);
                    const name = children.data?.find((c) => c.id === v)?.name;
                    if (name && !form.getValues('title')) form.setValue('title', `Портфолио на ${name}`);
                  }}
                  error={childError}
                  data-testid="portfolio-child"
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...form.register('title')}
                  label="Заглавие"
                  withAsterisk
                  maxLength={200}
                  error={errors.title?.message}
                  data-testid="portfolio-title"
                />
                <Controller
                  control={form.control}
                  name="backgroundId"
                  render={({ field }) => (
                    <Select
                      label="Фон"
                      clearable
                      data={(backgrounds.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      data-testid="portfolio-background"
                    />
                  )}
                />
              </SimpleGrid>
              {sections.fields.map((section, i) => (
                <Paper key={section.id} withBorder p="md" radius="md" data-testid="portfolio-section">
                  <Stack gap="sm">
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <Controller
                        control={form.control}
                        name={`sections.${i}.type`}
                        render={({ field }) => (
                          <Select
                            label="Вид на раздела"
                            withAsterisk
                            data={typeOptions}
                            value={field.value || null}
                            onChange={(v) => field.onChange(v ?? '')}
                            allowDeselect={false}
                            data-testid="section-type"
                          />
                        )}
                      />
                      <TextInput
                        {...form.register(`sections.${i}.title`)}
                        label="Заглавие на раздела"
                        withAsterisk
                        maxLength={200}
                        error={errors.sections?.[i]?.title?.message}
                        data-testid="section-title"
                      />
                      <Controller
                        control={form.control}
                        name={`sections.${i}.date`}
                        render={({ field }) => (
                          <DateField
                            label="Дата"
                            clearable
                            value={field.value || null}
                            onChange={(v) => field.onChange(v ?? '')}
                            data-testid="section-date"
                          />
                        )}
                      />
                    </SimpleGrid>
                    <Textarea
                      {...form.register(`sections.${i}.text`)}
                      label="Текст"
                      autosize
                      minRows={2}
                      maxLength={4000}
                      error={errors.sections?.[i]?.text?.message}
                      data-testid="section-text"
                    />
                    <Controller
                      control={form.control}
                      name={`sections.${i}.photos`}
                      render={({ field }) => (
                        <SectionPhotos
                          value={field.value}
                          onChange={field.onChange}
                          error={errors.sections?.[i]?.photos?.message}
                          index={i}
                          readOnly={readOnly}
                        />
                      )}
                    />
                    {!readOnly && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        w="fit-content"
                        onClick={() => sections.remove(i)}
                        data-testid="section-remove"
                      >
                        Премахни раздела
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ))}
              {!readOnly && (
                <Button
                  variant="default"
                  w="fit-content"
                  onClick={() => sections.append(newSection())}
                  data-testid="section-add"
                >
                  Добави раздел
                </Button>
              )}
              {formError && (
                <Alert color="red" variant="light" role="alert" data-testid="portfolio-form-error">
                  {formError}
                </Alert>
              )}
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
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
