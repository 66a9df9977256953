import { Alert, Button, Group, NumberInput, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { formatDate } from '../../ui/format/dates';
import { ListPage } from '../../ui/page';
import { useMessage } from '../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';
import { FinalizeBook } from './FinalizeBook';
import { invalidateNeispuo } from './queries';
import { SyncState } from './SyncState';

type Connection = ApiReply<'neispuo.connection'>;
type ClassRow = Connection['classes'][number];
/** A child of the mapped groups with its person id (null: not matched yet). */
type ChildPerson = Connection['unmatchedChildren'][number] & { personId: number | null };

const asNumber = (v: string | number) => (typeof v === 'number' ? v : null);

/** Whether НЕИСПУО answers and the institution chose Gradina, in words. */
function ProviderState({ c }: { c: Connection }) {
  if (!c.connected) return <Alert color="gray">Детската градина не е свързана с НЕИСПУО.</Alert>;
  if (c.providerChosen)
    return (
      <Alert color="green" data-testid="neispuo-provider-ok">
        Институцията е избрала „Градина“ за доставчик на дневника за учебната {c.schoolYear}/
        {(c.schoolYear ?? 0) + 1} г.
      </Alert>
    );
  return (
    <Alert color={c.providerChosen === false ? 'red' : 'yellow'} data-testid="neispuo-provider-problem">
      {c.providerChosen === false
        ? 'В НЕИСПУО институцията не е избрала „Градина“ за доставчик на дневника: '
        : 'НЕИСПУО не отговори: '}
      {c.problem}
    </Alert>
  );
}

/**
 * /platform/settings/neispuo: the kindergarten's connection to НЕИСПУО (institution code, school year), the
 * provider check and the certificate, each group's НЕИСПУО class and class book, the children without a
 * НЕИСПУО person id (listed, never guessed), and the sync state of the groups.
 */
export function NeispuoSettingsPage() {
  const msg = useMessage();
  const connection = useRouteQuery('neispuo.connection');
  const c = connection.data;
  const [institutionId, setInstitutionId] = useState<number | null>(null);
  const [schoolYear, setSchoolYear] = useState<number | null>(null);
  const [classIds, setClassIds] = useState<Record<string, number | null>>({});
  const [personIds, setPersonIds] = useState<Record<string, number | null>>({});
  useEffect(() => {
    if (!c) return;
    setInstitutionId(c.institutionId);
    setSchoolYear(c.schoolYear);
    setClassIds(Object.fromEntries(c.classes.map((g) => [g.groupId, g.classId])));
  }, [c]);
  const refresh = { refresh: invalidateNeispuo, onError: (e: Error) => msg.fail(e) };
  const connect = useRouteMutation('neispuo.connect', {
    ...refresh,
    onSuccess: () => msg.ok('Връзката е запазена.'),
  });
  const books = useRouteMutation('neispuo.createClassBooks', {
    ...refresh,
    onSuccess: () => msg.ok('Дневниците на съпоставените групи са създадени в НЕИСПУО.'),
  });
  const sync = useRouteMutation('neispuo.syncKindergarten', {
    ...refresh,
    onSuccess: (r) => msg.ok(`Синхронизацията е пусната (${r.queued} месеца по групи).`),
  });
  if (!c) return connection.isError ? <Alert color="red">Връзката не се зареди.</Alert> : null;

  const children: ChildPerson[] = [
    ...c.unmatchedChildren.map((u) => ({ ...u, personId: null })),
    ...c.matchedChildren,
  ];
  const entered = new Map(children.map((ch) => [ch.childId, ch.personId]));
  const save = () =>
    connect.mutate({
      body: {
        institutionId: institutionId ?? 0,
        schoolYear: schoolYear ?? 0,
        classes: Object.entries(classIds).map(([groupId, classId]) => ({ groupId, classId })),
        // Only what changed: a new person id, or a wrong one cleared (null forgets it).
        persons: Object.entries(personIds)
          .filter(([childId, personId]) => personId !== (entered.get(childId) ?? null))
          .map(([childId, personId]) => ({ childId, personId })),
      },
    });

  const classColumns: EntityColumn<ClassRow>[] = [
    { id: 'group', header: 'Група', cell: (g) => g.groupName, td: { fw: 600 } },
    {
      id: 'class',
      header: 'Паралелка в НЕИСПУО',
      cell: (g) => (
        <NumberInput
          aria-label={`Паралелка в НЕИСПУО на ${g.groupName}`}
          value={classIds[g.groupId] ?? ''}
          onChange={(v) => setClassIds({ ...classIds, [g.groupId]: asNumber(v) })}
          min={1}
          hideControls
          maw={160}
          data-testid="neispuo-class-id"
        />
      ),
    },
    { id: 'book', header: 'Дневник', cell: (g) => (g.classBookId === null ? 'няма' : `№ ${g.classBookId}`) },
    {
      id: 'finalize',
      header: 'Край на годината',
      cell: (g) => (
        <FinalizeBook group={g} onDone={() => msg.ok(`Дневникът на ${g.groupName} е приключен.`)} />
      ),
    },
  ];
  const childColumns: EntityColumn<ChildPerson>[] = [
    { id: 'child', header: 'Дете', cell: (u) => u.childName, td: { fw: 600 } },
    { id: 'group', header: 'Група', cell: (u) => u.groupName },
    {
      id: 'person',
      header: 'ЛИН в НЕИСПУО',
      cell: (u) => (
        <NumberInput
          aria-label={`ЛИН в НЕИСПУО на ${u.childName}`}
          value={(u.childId in personIds ? personIds[u.childId] : u.personId) ?? ''}
          onChange={(v) => setPersonIds({ ...personIds, [u.childId]: asNumber(v) })}
          min={1}
          hideControls
          maw={160}
          data-testid="neispuo-person-id"
        />
      ),
    },
  ];

  return (
    <ListPage
      title="НЕИСПУО"
      intro="Дневникът на групите се изпраща в НЕИСПУО след всяко отбелязване на присъствията; учителите не чакат НЕИСПУО."
      actions={
        c.connected && (
          <>
            <Button
              variant="light"
              onClick={() => books.mutate({ body: {} })}
              loading={books.isPending}
              data-testid="neispuo-create-books"
            >
              Създай дневниците
            </Button>
            <Button
              variant="light"
              onClick={() => sync.mutate({ body: {} })}
              loading={sync.isPending}
              data-testid="neispuo-sync"
            >
              Синхронизирай
            </Button>
          </>
        )
      }
      msg={msg}
      testId="neispuo"
    >
      <ProviderState c={c} />
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label="Код на институцията в НЕИСПУО"
          value={institutionId ?? ''}
          onChange={(v) => setInstitutionId(asNumber(v))}
          hideControls
          data-testid="neispuo-institution"
        />
        <NumberInput
          label="Учебна година (начална година)"
          value={schoolYear ?? ''}
          onChange={(v) => setSchoolYear(asNumber(v))}
          min={2020}
          max={2100}
          data-testid="neispuo-school-year"
        />
        <Button onClick={save} loading={connect.isPending} data-testid="neispuo-save">
          Запази
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-testid="neispuo-certificate">
        {c.certificateValidUntil
          ? `Сертификатът на платформата е валиден до ${formatDate(c.certificateValidUntil)}.`
          : 'Сертификатът на платформата не е наличен.'}
      </Text>
      <Title order={2}>Групи</Title>
      <EntityTable
        rows={c.classes}
        getRowId={(g) => g.groupId}
        columns={classColumns}
        empty={{ text: 'Няма групи в учебната година' }}
        minWidth={520}
        testId="neispuo-classes"
      />
      {children.length > 0 && (
        <>
          <Title order={2}>ЛИН на децата в НЕИСПУО</Title>
          <Text size="sm" c="dimmed" data-testid="neispuo-unmatched-count">
            {c.unmatchedChildren.length > 0
              ? `${c.unmatchedChildren.length} деца са без ЛИН: присъствията им не се изпращат, докато не въведете личния им идентификационен номер от НЕИСПУО.`
              : 'Всички деца са съпоставени. Грешен ЛИН се поправя тук; изтрит, детето отново е без ЛИН.'}
          </Text>
          <EntityTable
            paging={{ clientPageSize: 50 }}
            rows={children}
            getRowId={(u) => u.childId}
            columns={childColumns}
            empty={{ text: 'Няма деца в съпоставените групи' }}
            minWidth={520}
            testId="neispuo-unmatched"
          />
        </>
      )}
      {c.connected && <SyncState />}
    </ListPage>
  );
}
