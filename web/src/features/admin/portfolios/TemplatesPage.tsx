import { type SectionTypeName, sectionTypeNames } from '@gradina/shared/manifest/routes/children/portfolios';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { invalidatePortfolioTemplates } from './queries';

/** The spec's section types (StudentAchievementType), as the Master's tabs name them. */
const typeLabels: Record<SectionTypeName, string> = {
  hobby: 'Хобита',
  award: 'Награди',
  journey: 'Пътешествия',
};
const types = Object.keys(sectionTypeNames) as SectionTypeName[];

interface Values {
  version: number;
  titles: { text: string }[];
}
const labels = { 'titles.*.text': 'Заглавие' } as const;

/**
 * /admin/portfolios/templates: per section type (hobby, award, journey) the titles a teacher is offered when
 * adding a section to a portfolio. Each type's list is saved whole with its version.
 */
export function TemplatesPage() {
  const [type, setType] = useState<SectionTypeName>('hobby');
  return (
    <Stack gap="lg" maw={860} data-testid="portfolio-templates-page">
      <PageHeader
        title="Шаблони на портфолиата"
        intro="Заглавията, които учителите получават като предложение, когато добавят раздел в портфолио."
      />
      <Tabs value={type} onChange={(v) => v && setType(v as SectionTypeName)} keepMounted={false}>
        <Tabs.List>
          {types.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`templates-tab-${t}`}>
              {typeLabels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {types.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            <TitlesForm type={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TitlesForm({ type }: { type: SectionTypeName }) {
  const client = useQueryClient();
  const read = useRouteQuery('children.portfolioTemplateTitles', { path: { type } });
  const msg = useMessage();
  const { form, toBody, formError, onServerError, submitTo } = useManifestForm<
    Values,
    'children.savePortfolioSectionTitles'
  >('children.savePortfolioSectionTitles', {
    labels,
    fieldOf: { 'titles.*': 'titles.*.text' },
    toBody: (v) => ({ titles: v.titles.map((t) => t.text), version: v.version }),
    defaultValues: { version: 0, titles: [] },
  });
  const titles = useFieldArray({ control: form.control, name: 'titles' });
  useEffect(() => {
    if (read.data) {
      form.reset({ version: read.data.version, titles: read.data.titles.map((text) => ({ text })) });
    }
  }, [read.data, form]);
  const stale = useStaleEdit(() => read.refetch());
  const save = useMutation({
    mutationFn: (v: Values) =>
      callApi('children.savePortfolioSectionTitles', { path: { type }, body: toBody(v) }),
    onMutate: () => msg.clear(),
    onSuccess: async () => {
      msg.ok(`Заглавията за „${typeLabels[type]}“ са записани.`);
      await invalidatePortfolioTemplates(client);
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });

  if (read.isPending) return <Loading />;
  if (read.isError) return <QueryError error={read.error} onRetry={() => read.refetch()} />;
  const errors = form.formState.errors.titles;

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate data-testid="titles-form" onSubmit={submitTo(save.mutate)}>
        <Stack gap="md">
          {titles.fields.length === 0 && (
            <Alert color="gray" data-testid="titles-empty">
              Няма предложени заглавия: учителите пишат заглавието сами.
            </Alert>
          )}
          {titles.fields.map((field, i) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                {...form.register(`titles.${i}.text`)}
                label={`Заглавие ${i + 1}`}
                maxLength={200}
                error={errors?.[i]?.text?.message}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="title-input"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={`Премахни заглавие ${i + 1}`}
                onClick={() => titles.remove(i)}
                data-testid="title-remove"
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {formError && <Text c="red">{formError}</Text>}
          <MessageAlert msg={msg} testId="titles-message" errorTestId="titles-error" />
          <Group>
            <Button
              variant="light"
              onClick={() => titles.append({ text: '' }, { shouldFocus: true })}
              disabled={titles.fields.length >= 50}
              data-testid="title-add"
            >
              Добави заглавие
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="titles-save">
              Запиши
            </Button>
          </Group>
        </Stack>
      </form>
      {stale.modal}
    </Paper>
  );
}
