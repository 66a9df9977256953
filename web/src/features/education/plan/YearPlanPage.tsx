import { planStateNames, ThemeKind } from '@gradina/shared/education/education';
import type { PlannedTopic } from '@gradina/shared/manifest/routes/planning/year-plan';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useGroupOptions } from '../../../ui/fields';
import { formatDateDigits, weekdayShortNames } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { GroupProgram } from '../programs/GroupProgram';
import { invalidatePlans } from '../queries';
import { RemoveButton } from '../RemoveButton';

/** What the URL says when nothing is chosen yet (the spec's last segment is required). */
const none = '-';
type EditedTopic = Omit<PlannedTopic, 'id'> & { id?: string; key: string };

/**
 * /education-plan-topic/publishers/{publisherId?}/{classId?}/{classSubjectId}: the year plan of a group and
 * subject. The teacher picks the group (its programme shows until a subject is picked: the plan starts there),
 * the subject of its programme and the publisher; the publisher's topics
 * come placed on the subject's teaching dates; dates can be changed to another teaching date, topics of one's
 * own added or removed, and the plan saved or cancelled (asked in a modal).
 */
export function YearPlanPage() {
  const params = useParams();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const classId = params.classId && params.classId !== none ? params.classId : null;
  const classSubjectId =
    params.classSubjectId && params.classSubjectId !== none ? params.classSubjectId : null;
  const publisherId = params.publisherId && params.publisherId !== none ? params.publisherId : null;
  const go = (p: {
    publisherId?: string | null;
    classId?: string | null;
    classSubjectId?: string | null;
  }) => {
    const next = { publisherId, classId, classSubjectId, ...p };
    navigate(
      `/education-plan-topic/publishers/${next.publisherId ?? none}/${next.classId ?? none}/${next.classSubjectId ?? none}`,
    );
  };
  const groups = useGroupOptions();
  const subjects = useRouteQuery(
    'kindergartens.groupSubjects',
    { path: { classId: classId ?? '' } },
    { enabled: Boolean(classId) },
  );
  const publishers = useRouteQuery('planning.publisherOptions', {});
  const chosen = Boolean(classId && classSubjectId && publisherId);
  const path = {
    publisherId: publisherId ?? '',
    classId: classId ?? '',
    classSubjectId: classSubjectId ?? '',
  };
  const plan = useRouteQuery('planning.planningThemes', { path }, { enabled: chosen });
  const dates = useRouteQuery(
    'planning.planningDates',
    { path: { classId: path.classId, classSubjectId: path.classSubjectId } },
    { enabled: chosen },
  );
  const msg = useMessage();
  const [topics, setTopics] = useState<EditedTopic[]>([]);
  const [custom, setCustom] = useState<{ date: string | null; title: string; expectedResults: string }>({
    date: null,
    title: '',
    expectedResults: '',
  });
  const own = useRouteQuery(
    'planning.themesOverview',
    {
      query: { kind: ThemeKind.Custom, ageGroup: plan.data?.ageGroup, area: plan.data?.area, PageSize: 500 },
    },
    { enabled: Boolean(plan.data) },
  );
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    setTopics((plan.data?.topics ?? []).map((t) => ({ ...t, key: t.id })));
  }, [plan.data]);
  const refresh = { refresh: invalidatePlans };
  const choose = useRouteMutation('planning.createPublisherPlan', {
    ...refresh,
    onSuccess: () => msg.ok('Темите на издателството са разпределени. Прегледайте ги и запазете плана.'),
    onError: (e) => msg.fail(e),
  });
  const save = useRouteMutation('planning.savePlan', {
    ...refresh,
    onSuccess: () => msg.ok('Годишният план е запазен.'),
    onError: (e) => msg.fail(e),
  });
  const cancel = useRouteMutation('planning.cancelPlan', {
    ...refresh,
    onSuccess: () => {
      setAsking(false);
      msg.ok('Планът е отказан.');
    },
    onError: (e) => {
      setAsking(false);
      msg.fail(e);
    },
  });
  const dateOptions = (dates.data ?? []).map((d) => ({
    value: d.date,
    label: `${formatDateDigits(d.date)} (${weekdayShortNames[d.weekday - 1]})`,
  }));
  const editable =
    can('EducationPlanTopics', 'update') && plan.data?.state !== null && plan.data?.state !== 3;

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Годишен план по издателство"
        intro="Темите на издателството по учебните дни на групата: преместете, добавете свои и запазете плана."
      />
      <MessageAlert msg={msg} testId="plan-message" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Група"
          placeholder="Изберете група"
          data={groups.options}
          value={classId}
          onChange={(v) => go({ classId: v, classSubjectId: null })}
          data-testid="plan-group"
        />
        <Select
          label="Направление"
          placeholder="Изберете направление"
          disabled={!classId}
          data={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={classSubjectId}
          onChange={(v) => go({ classSubjectId: v })}
          data-testid="plan-subject"
        />
        <Select
          label="Издателство"
          placeholder="Изберете издателство"
          data={(publishers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={publisherId}
          onChange={(v) => go({ publisherId: v })}
          data-testid="plan-publisher"
        />
      </SimpleGrid>
      {classId && !classSubjectId && (
        <GroupProgram classId={classId} onPlan={(subjectId) => go({ classSubjectId: subjectId })} />
      )}
      {chosen && plan.isPending && <Loading />}
      {chosen && plan.error && (
        <QueryError error={plan.error} onRetry={() => plan.refetch()} testId="plan-error" />
      )}
      {chosen && plan.data && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>
                {plan.data.className} – {plan.data.subjectName}
              </Text>
              <Badge variant="light" data-testid="plan-state">
                {plan.data.state === null ? 'Неизбран' : planStateNames[plan.data.state]}
              </Badge>
            </Group>
            <Group gap="xs">
              {plan.data.state === null || plan.data.state === 3
                ? can('EducationPlanTopics', 'create') && (
                    <Button
                      onClick={() =>
                        choose.mutate({
                          path: { classId: path.classId, classSubjectId: path.classSubjectId },
                          body: { publisherId: path.publisherId },
                        })
                      }
                      loading={choose.isPending}
                      data-testid="plan-choose"
                    >
                      Избери издателството
                    </Button>
                  )
                : editable && (
                    <>
                      <Button
                        onClick={() =>
                          save.mutate({
                            body: {
                              classId: path.classId,
                              classSubjectId: path.classSubjectId,
                              version: plan.data.version,
                              topics: topics.map(({ key: _key, ...t }) => t),
                            },
                          })
                        }
                        loading={save.isPending}
                        data-testid="plan-save"
                      >
                        Запази плана
                      </Button>
                      <Button
                        color="red"
                        variant="light"
                        onClick={() => setAsking(true)}
                        data-testid="plan-cancel"
                      >
                        Откажи плана
                      </Button>
                    </>
                  )}
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder striped data-testid="plan-topics">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Тема</Table.Th>
                  <Table.Th>Очаквани резултати</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topics.map((t, i) => (
                  <Table.Tr key={t.key} data-testid="plan-topic">
                    <Table.Td w={190}>
                      {editable ? (
                        <Select
                          aria-label={`Дата на тема ${i + 1}`}
                          data={dateOptions}
                          value={t.date}
                          searchable
                          onChange={(v) =>
                            v && setTopics((all) => all.map((x) => (x.key === t.key ? { ...x, date: v } : x)))
                          }
                          data-testid="plan-topic-date"
                        />
                      ) : (
                        formatDateDigits(t.date)
                      )}
                    </Table.Td>
                    <Table.Td fw={600}>
                      {t.title}
                      {t.custom && (
                        <Badge ml="xs" size="xs" variant="outline">
                          своя
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t.expectedResults}</Table.Td>
                    <Table.Td>
                      {editable && t.custom && (
                        <RemoveButton
                          onClick={() => setTopics((all) => all.filter((x) => x.key !== t.key))}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {topics.length === 0 && (
            <Text c="dimmed" data-testid="plan-empty">
              Издателството няма теми за възрастовата група и направлението.
            </Text>
          )}
          {editable && (
            <Group align="flex-end" data-testid="plan-custom">
              <Select
                label="Дата на своя тема"
                data={dateOptions}
                value={custom.date}
                searchable
                onChange={(date) => setCustom((c) => ({ ...c, date }))}
                w={200}
                data-testid="plan-custom-date"
              />
              <Select
                label="От собствените теми"
                placeholder={own.data?.rowsCount ? 'Изберете тема' : 'Няма за групата и направлението'}
                data={(own.data?.result ?? []).map((t) => ({ value: t.id, label: t.title }))}
                value={null}
                searchable
                onChange={(id) => {
                  const t = own.data?.result.find((x) => x.id === id);
                  if (t) setCustom((c) => ({ ...c, title: t.title, expectedResults: t.expectedResults }));
                }}
                w={240}
                data-testid="plan-custom-own"
              />
              <TextInput
                label="Своя тема"
                value={custom.title}
                maxLength={300}
                onChange={(e) =>
                  setCustom((c) => ({ ...c, title: e.currentTarget.value, expectedResults: '' }))
                }
                data-testid="plan-custom-title"
              />
              <Button
                variant="light"
                disabled={!custom.date || !custom.title.trim()}
                onClick={() => {
                  setTopics((all) =>
                    [
                      ...all,
                      {
                        key: `new-${all.length}-${custom.title}`,
                        date: custom.date!,
                        title: custom.title.trim(),
                        expectedResults: custom.expectedResults,
                        custom: true,
                      },
                    ].sort((a, b) => a.date.localeCompare(b.date)),
                  );
                  setCustom({ date: null, title: '', expectedResults: '' });
                }}
                data-testid="plan-custom-add"
              >
                Добави
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={asking}
        title="Отказ на плана"
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate({ path: { classId: path.classId, classSubjectId: path.classSubjectId } })
        }
        confirmLabel="Откажи плана"
        confirmColor="red"
        testId="plan-cancel"
      >
        Да бъде ли отказан годишният план? Темите му няма да се предлагат в учебните дни.
      </ConfirmModal>
    </Stack>
  );
}
