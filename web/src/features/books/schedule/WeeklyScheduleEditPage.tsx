import { ScheduleItemType } from '@gradina/shared';
import { ageGroupNames, ageGroups } from '@gradina/shared/books/weekly-norm';
import type { WeeklySchedule } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import { Group, Text } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiArgs } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { Field, useBoundField, useGroupOptions } from '../../../ui/fields';
import { given } from '../../../ui/forms/useManifestForm';
import { FormPage, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateSchedules } from './queries';
import { countsOf, daysOf, type WeekCounts, WeekTable } from './WeekTable';

type Item = ApiArgs<'planning.saveWeeklySchedule'>['body']['days'][number]['items'][number];

interface ScheduleValues {
  /** Empty for a new schedule. */
  id: string;
  version: number | undefined;
  groupId: string;
  /** The age group's number as the select holds it, '' when none is chosen. */
  ageGroup: string;
  validFrom: string;
  name: string;
  counts: WeekCounts;
  /** A day's items besides the situations (activities, breaks, a day off), which the grid leaves as they were. */
  others: Record<number, Item[]>;
}

const labels = {
  groupId: 'Група',
  ageGroup: 'Възрастова група',
  validFrom: 'В сила от',
  name: 'Наименование',
} as const;

const othersOf = (days: WeeklySchedule['days']): Record<number, Item[]> =>
  Object.fromEntries(
    days.map((d) => [
      d.weekday,
      d.items
        .filter((i) => i.type !== ScheduleItemType.ClassSubject)
        .map((i) => ({
          type: i.type,
          ...(i.areaId ? { areaId: i.areaId } : {}),
          ...(i.name ? { name: i.name } : {}),
          ...(i.start ? { start: i.start } : {}),
          ...(i.end ? { end: i.end } : {}),
        })),
    ]),
  );

const scheduleValues = (s: WeeklySchedule): ScheduleValues => ({
  id: s.id,
  version: s.version,
  groupId: s.groupId,
  ageGroup: String(s.ageGroup),
  validFrom: s.validFrom,
  name: s.name,
  counts: countsOf(s.days),
  others: othersOf(s.days),
});

const ageOptions = ageGroups.map((a) => ({ value: String(a), label: ageGroupNames[a] }));
const savedText = 'Разписанието е записано.';
const listPath = '/administration/weekly-schedule';

/**
 * /administration/weekly-schedule/create and /{id?}: a group's week of pedagogical situations by educational
 * area; the save checks the week against the norm of Наредба № 5/2016 for the age group and says what is
 * missing. An edit keeps the day's activities, breaks and days off as they were.
 */
export function WeeklyScheduleEditPage() {
  const { id } = useParams();
  // A new schedule's save leads to its own address: a new editor there, with the record read.
  return <ScheduleEditor key={id} id={id && id !== 'create' ? id : undefined} />;
}

function ScheduleEditor({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery(
    'planning.weeklySchedule',
    { path: { id: id ?? '' } },
    { enabled: Boolean(id) },
  );
  const groups = useGroupOptions(existing.data?.periodId ?? user.periodId ?? undefined);
  const saved = useMessage(
    (location.state as { saved?: boolean } | null)?.saved ? { ok: true, text: savedText } : undefined,
  );
  const page = useFormPage('planning.saveWeeklySchedule', {
    spec: {
      labels,
      toBody: (v) => ({
        ...(v.id ? { id: v.id, version: v.version } : {}),
        kindergartenId,
        groupId: given(v.groupId),
        name: given(v.name),
        validFrom: v.validFrom,
        ageGroup: (v.ageGroup === '' ? undefined : Number(v.ageGroup)) as 1,
        days: daysOf(v.counts).map((d) => ({ ...d, items: [...d.items, ...(v.others[d.weekday] ?? [])] })),
      }),
      defaultValues: {
        id: '',
        version: undefined,
        groupId: '',
        ageGroup: '',
        validFrom: '',
        name: '',
        counts: {},
        others: {},
      },
    },
    record: id ? { query: existing, toValues: scheduleValues } : undefined,
    refresh: invalidateSchedules,
    back: listPath,
    onSaved: (reply) => {
      if (!id) navigate(`${listPath}/${reply.entityId}`, { state: { saved: true } });
      else saved.ok(savedText);
    },
    // A refusal replaces the last save's word (both are the page's one outcome).
    onServerError: () => {
      saved.clear();
      return false;
    },
  });
  const counts = useBoundField({ form: page, name: 'counts' });
  const total = Object.values(counts.value).reduce(
    (n, d) => n + Object.values(d).reduce((s, v) => s + v, 0),
    0,
  );
  const title = existing.data ? `Седмично разписание на ${existing.data.groupName}` : 'Седмично разписание';
  return (
    <FormPage
      page={page}
      title={id ? title : 'Ново седмично разписание'}
      notice={<MessageAlert msg={saved} testId="schedule-outcome" />}
      testId="schedule"
      pageTestId="weekly-schedule-page"
      errorTestId="schedule-outcome"
      cancelLabel="Към списъка"
    >
      <Group align="flex-start">
        <Field.Select
          form={page}
          name="groupId"
          data={groups.options}
          disabled={Boolean(id)}
          testId="schedule-group"
        />
        <Field.Select form={page} name="ageGroup" data={ageOptions} testId="schedule-age" />
        <Field.Date form={page} name="validFrom" testId="schedule-from" />
        <Field.Text form={page} name="name" testId="schedule-name" />
      </Group>
      <WeekTable counts={counts.value} onChange={counts.onChange} />
      <Text data-testid="schedule-total">Педагогически ситуации седмично: {total}</Text>
    </FormPage>
  );
}
