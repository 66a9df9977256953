import { educationalAreaNames, educationalAreas, resultLevelsMax } from '@gradina/shared/education/education';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateTemplates } from '../queries';

/** Whose template a page edits: the platform's (the Master's) or the kindergarten's own adaptation. */
const scopes = {
  master: {
    read: 'planning.masterResultsTemplate',
    save: 'planning.saveMasterResultsTemplate',
    intro:
      'Направленията, по които се оценява, и нивата от най-ниското към най-високото. Детските градини започват от този шаблон.',
  },
  kindergarten: {
    read: 'planning.resultsTemplate',
    save: 'planning.saveResultsTemplate',
    back: '/educational-results/templates',
    intro:
      'Шаблонът, по който градината оценява: своите имена на нивата и направленията, които оценява. Докато не бъде запазен, важи шаблонът на платформата.',
  },
} as const;

/**
 * /admin/templates/educational-results (the Master's) and /educational-results/templates (the
 * kindergarten's): which areas are assessed (with the names the forms show) and the levels from the lowest up.
 */
export function ResultsTemplatePage({ scope = 'master' }: { scope?: keyof typeof scopes }) {
  const routes = scopes[scope];
  const template = useRouteQuery(routes.read, {});
  const msg = useMessage();
  const [areas, setAreas] = useState<Record<number, string | null>>({});
  const [levels, setLevels] = useState<string[]>([]);
  useEffect(() => {
    if (!template.data) return;
    const named = new Map(template.data.areas.map((a) => [a.area, a.name]));
    setAreas(Object.fromEntries(educationalAreas.map((a) => [a, named.get(a) ?? null])));
    setLevels(template.data.levels.map((l) => l.name));
  }, [template.data]);
  const navigate = useNavigate();
  const save = useRouteMutation(routes.save, {
    refresh: invalidateTemplates,
    onSuccess: () =>
      scope === 'kindergarten' ? navigate(scopes.kindergarten.back) : msg.ok('Шаблонът е запазен.'),
    onError: (e) => msg.fail(e),
  });
  if (template.isPending) return <Loading />;
  if (template.error) return <QueryError error={template.error} onRetry={() => template.refetch()} />;
  const submit = () =>
    save.mutate({
      body: {
        areas: educationalAreas.flatMap((area) =>
          areas[area] === null || areas[area] === undefined ? [] : [{ area, name: areas[area]!.trim() }],
        ),
        levels: levels.map((name, i) => ({ level: i + 1, name: name.trim() })),
        version: template.data.version,
      },
    });
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title="Шаблон на образователните резултати" intro={routes.intro} />
      <MessageAlert msg={msg} testId="results-template-message" />
      <Paper withBorder p="md">
        <Title order={2} fz="lg" mb="sm">
          Направления
        </Title>
        <Stack gap="xs">
          {educationalAreas.map((area) => (
            <Group key={area} wrap="nowrap">
              <Checkbox
                aria-label={`Оценява се: ${educationalAreaNames[area]}`}
                checked={areas[area] !== null}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setAreas((a) => ({ ...a, [area]: on ? educationalAreaNames[area] : null }));
                }}
              />
              <TextInput
                aria-label={`Наименование на направление ${area}`}
                value={areas[area] ?? ''}
                disabled={areas[area] === null}
                maxLength={100}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setAreas((a) => ({ ...a, [area]: name }));
                }}
                style={{ flex: 1 }}
              />
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} fz="lg" mb="sm">
          Нива
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {levels.map((name, i) => (
            <TextInput
              key={`level-${i + 1}`}
              label={`Ниво ${i + 1}`}
              value={name}
              maxLength={60}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setLevels((l) => l.map((x, j) => (j === i ? next : x)));
              }}
              data-testid="results-template-level"
            />
          ))}
        </SimpleGrid>
        <Group mt="sm">
          <Button
            variant="light"
            disabled={levels.length >= resultLevelsMax}
            onClick={() => setLevels((l) => [...l, ''])}
          >
            Добави ниво
          </Button>
          <Button
            variant="subtle"
            color="red"
            disabled={levels.length <= 2}
            onClick={() => setLevels((l) => l.slice(0, -1))}
          >
            Премахни последното
          </Button>
        </Group>
        <Text fz="sm" c="dimmed" mt="xs">
          От 2 до {resultLevelsMax} нива.
        </Text>
      </Paper>
      <Button w="fit-content" loading={save.isPending} onClick={submit} data-testid="results-template-save">
        Запази
      </Button>
    </Stack>
  );
}

/**
 * /educational-results/templates/create and /{id}: the kindergarten's own template (a new one starts from the
 * platform's); saved, it is the one the list shows.
 */
export const KindergartenResultsTemplatePage = () => <ResultsTemplatePage scope="kindergarten" />;
