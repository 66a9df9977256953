import { Anchor, Badge, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, usePaging } from '../../../ui/table/list-controls';
import { CreateKindergartenModal } from './CreateKindergartenModal';
import { kindergartenTypeOptions, stateLabels } from './kindergarten-form';
import { PlaceFilter } from './PlaceFilter';

type Institution = ReturnType<typeof useInstitutions>['rows'][number];

const stateOptions = Object.entries(stateLabels).map(([value, label]) => ({ value, label }));

/** The text filters (key, label, width) and the choices (key, label, options), in their order on screen. */
const texts = [
  ['name', 'Име', 260],
  ['town', 'Населено място', 200],
  ['code', 'Код по НЕИСПУО', 150],
] as const;
const choices = [
  ['type', 'Вид', kindergartenTypeOptions],
  ['state', 'Състояние', stateOptions],
] as const;

interface Filter {
  name: string;
  town: string;
  code: string;
  regionCode: string;
  municipalityCode: string;
  type: string | null;
  state: string | null;
}

/** The national list's page: mothers, each followed by its branches (marked as such). */
function useInstitutions(filter: Filter, pageQuery: { PageNumber: number; PageSize: number }) {
  const [debounced] = useDebouncedValue(filter, 300);
  const query = useRouteQuery('kindergartens.groupInstitutions', {
    query: {
      Name: debounced.name.trim() || undefined,
      Town: debounced.town.trim() || undefined,
      InstitutionCode: debounced.code.trim() || undefined,
      RegionCode: debounced.regionCode || undefined,
      MunicipalityCode: debounced.municipalityCode || undefined,
      KindergartenType: debounced.type ? Number(debounced.type) : undefined,
      State: (debounced.state as keyof typeof stateLabels | null) ?? undefined,
      ...pageQuery,
    },
  });
  const rows = (query.data?.result ?? []).flatMap((k) => [
    { ...k, isBranch: false },
    ...k.branches.map((b) => ({ ...b, isBranch: true })),
  ]);
  return { query, rows };
}

/**
 * /admin/kindergartens: the country's kindergartens for the Master, searched by name, settlement, region,
 * municipality, НЕИСПУО code, kind and state, each mother with its branches under it and its figures (groups,
 * children and staff of the active school year, open sessions); a new kindergarten with its director's
 * invitation.
 */
export function KindergartensPage() {
  const msg = useMessage();
  const pages = usePaging('kindergartens', 20);
  const [filter, setFilter] = useState<Filter>({
    name: '',
    town: '',
    code: '',
    regionCode: '',
    municipalityCode: '',
    type: null,
    state: null,
  });
  const set = pages.filter((change: Partial<Filter>) => setFilter((f) => ({ ...f, ...change })));
  const { query, rows } = useInstitutions(filter, pages.query);
  const [creating, setCreating] = useState(false);

  const columns: EntityColumn<Institution>[] = [
    {
      id: 'name',
      header: 'Детска градина',
      cell: (k) => (
        <Anchor
          component={Link}
          to={`/admin/kindergartens/${k.id}`}
          fw={k.isBranch ? 400 : 600}
          pl={k.isBranch ? 'md' : 0}
        >
          {k.isBranch ? `↳ ${k.name}` : k.name}
        </Anchor>
      ),
    },
    {
      id: 'place',
      header: 'Населено място',
      cell: (k) => (
        <>
          <Text fz="sm">{k.town}</Text>
          {k.municipalityName && (
            <Text fz="xs" c="dimmed">
              общ. {k.municipalityName}
            </Text>
          )}
        </>
      ),
    },
    { id: 'code', header: 'Код по НЕИСПУО', cell: (k) => k.institutionCode ?? '—' },
    {
      id: 'state',
      header: 'Състояние',
      cell: (k) => (
        <Badge color={k.state === 'active' ? 'garden' : 'yellow'} variant="light">
          {stateLabels[k.state]}
        </Badge>
      ),
    },
    { id: 'groups', header: 'Групи', cell: (k) => k.groupsCount },
    { id: 'children', header: 'Деца', cell: (k) => k.childrenCount },
    { id: 'staff', header: 'Персонал', cell: (k) => k.staffCount },
    { id: 'sessions', header: 'В системата сега', cell: (k) => k.openSessions },
  ];

  return (
    <ListPage
      title="Детски градини"
      intro="Всички детски градини и ясли в страната; филиалите са под майката си. Числата са за текущата учебна година."
      action={{
        resource: 'KindergartenRegistry',
        label: 'Нова детска градина',
        onClick: () => setCreating(true),
      }}
      msg={msg}
      maw={1300}
      testId="kindergartens"
    >
      <EntityTable<Institution>
        filters={
          <Filters>
            {texts.map(([key, label, maw]) => (
              <SearchFilter
                key={key}
                label={label}
                value={filter[key]}
                onChange={(v) => set({ [key]: v })}
                maw={maw}
                testId={`kindergartens-${key}`}
              />
            ))}
            <PlaceFilter
              regionCode={filter.regionCode}
              municipalityCode={filter.municipalityCode}
              onChange={(place) => set(place)}
            />
            {choices.map(([key, label, data]) => (
              <SelectFilter
                key={key}
                label={label}
                data={data}
                value={filter[key]}
                onChange={(v) => set({ [key]: v })}
                maw={170}
                testId={`kindergartens-${key}`}
              />
            ))}
          </Filters>
        }
        paging={pages}
        query={query}
        rows={rows}
        columns={columns}
        rowProps={(k) => ({ 'data-testid': 'kindergartens-row', 'data-id': k.id, 'data-branch': k.isBranch })}
        empty="Няма детски градини, които отговарят на търсенето."
        minWidth={980}
      />
      <CreateKindergartenModal opened={creating} onClose={() => setCreating(false)} msg={msg} />
    </ListPage>
  );
}
