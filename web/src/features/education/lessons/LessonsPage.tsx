import { Anchor, Checkbox } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { GroupFilter } from '../GroupFilter';

type Day = ApiReply<'planning.lessonsOverview'>['result'][number];

const columns: EntityColumn<Day>[] = [
  {
    id: 'date',
    header: 'Дата',
    cell: (d) => (
      <Anchor
        component={Link}
        to={`/references/lecture-lessons/${d.id}`}
        fw={600}
        data-testid="lessons-day-link"
      >
        {formatDateDigits(d.date)}
      </Anchor>
    ),
  },
  { id: 'topics', header: 'Теми', cell: (d) => d.topics.map((t) => t.title).join('; ') },
  { id: 'held', header: 'Проведени', cell: (d) => d.held, td: { ta: 'right' } },
  { id: 'missed', header: 'Пропуснати', cell: (d) => d.missed, td: { ta: 'right' } },
  { id: 'confirmed', header: 'Потвърден', cell: (d) => (d.confirmed ? 'да' : 'не') },
];

/** The month before today's and today's: the period a teacher looks back over. */
function defaultPeriod() {
  const today = sofiaDay(new Date());
  const from = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  from.setUTCMonth(from.getUTCMonth() - 1);
  return { fromDate: from.toISOString().slice(0, 10), toDate: today };
}

/**
 * /references/lecture-lessons: a group's teaching days of the last two months with their planned topics,
 * what was held and what was missed; a day opens for confirming. „Само с пропуснати“ lists the missed ones.
 */
export function LessonsPage() {
  const [classId, setClassId] = useState<string | null>(null);
  const [missedOnly, setMissedOnly] = useState(false);
  const period = defaultPeriod();
  const days = useRouteQuery(
    'planning.lessonsOverview',
    {
      query: {
        classId: classId ?? '',
        ...period,
        missedOnly: missedOnly ? 'true' : undefined,
        PageSize: 100,
      },
    },
    { enabled: Boolean(classId) },
  );
  return (
    <ListPage
      title="Проведени ситуации"
      intro={`Учебните дни от ${formatDateDigits(period.fromDate)} до ${formatDateDigits(period.toDate)} с планираните теми. Отворете деня, за да потвърдите проведеното.`}
      maw={1000}
      testId="lessons"
    >
      <GroupFilter value={classId} onChange={setClassId} testId="lessons">
        <Checkbox
          label="Само с пропуснати теми"
          checked={missedOnly}
          mt={{ sm: 'xl' }}
          onChange={(e) => setMissedOnly(e.currentTarget.checked)}
          data-testid="lessons-missed-only"
        />
      </GroupFilter>
      {classId && (
        <EntityTable<Day>
          query={days}
          columns={columns}
          rowProps={(d) => ({ 'data-testid': 'lessons-row', 'data-date': d.date })}
          empty="Няма планирани теми в периода."
          minWidth={640}
        />
      )}
    </ListPage>
  );
}
