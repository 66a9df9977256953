import type {
  AttendanceRow,
  StaffCountRow,
  SubstitutionRow,
} from '@gradina/shared/manifest/routes/references/mon-references';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { formatMonth } from '../../../ui/format/dates';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { attendancesQuery, type RangeFilters, staffCountsQuery, substitutionsQuery } from './queries';
import { ReferencePage, type ReferenceScreen } from './ReferencePage';

/** The four МОН/municipality screens of issues #14 and #15: their columns, totals line and exports. */

const number = (n: number) => n.toLocaleString('bg-BG');
const right = { ta: 'right' as const };

export function figure<R extends object>(
  id: string,
  header: string,
  value: (r: R) => number | null,
): EntityColumn<R> {
  return { id, header, cell: (r) => (value(r) === null ? '—' : number(value(r)!)), td: right };
}

type Where = {
  kindergartenId: string;
  kindergartenName: string;
  municipalityCode: string | null;
  municipalityName?: string | null | undefined;
  regionName?: string | null | undefined;
  months: number;
};

/**
 * The kindergarten (with „няма данни“ when it has no figures in the period: its row shows zeros, never goes
 * missing) and its municipality by name with the oblast under it (issue #26); a code the lists lack stays a
 * code.
 */
export const place = <R extends Where>(): EntityColumn<R>[] => [
  {
    id: 'name',
    header: 'Детска градина',
    cell: (r) => (
      <>
        {r.kindergartenName}
        {r.kindergartenId && r.months === 0 && (
          <Text fz="xs" c="dimmed" fw={400} data-testid="mon-reference-no-data">
            няма данни за периода
          </Text>
        )}
      </>
    ),
    td: { fw: 600 },
  },
  {
    id: 'municipality',
    header: 'Община',
    cell: (r) => (
      <>
        {r.municipalityName ?? r.municipalityCode ?? ''}
        {r.regionName && (
          <Text fz="xs" c="dimmed">
            обл. {r.regionName}
          </Text>
        )}
      </>
    ),
  },
];

export const totalsPlace = {
  kindergartenId: '',
  kindergartenName: 'Общо',
  municipalityCode: null,
  regionCode: null,
  months: 0,
};
export const placeOnly = ({ fromMonth, toMonth, regionCode, municipalityCode }: RangeFilters) => ({
  fromMonth,
  toMonth,
  regionCode,
  municipalityCode,
});

const attendanceScreen: ReferenceScreen<AttendanceRow, Omit<AttendanceRow, keyof typeof totalsPlace>> = {
  slug: 'absences',
  title: 'Посещаемост и отсъствия',
  description:
    'Присъствията и отсъствията на децата по детски градини за избраните месеци, от месечните обобщения на градините.',
  period: 'range',
  useRows: (f, page, enabled) => useQuery({ ...attendancesQuery(f, page), enabled }),
  columns: [
    ...place<AttendanceRow>(),
    figure('childMonths', 'Дете-месеци', (r) => r.childMonths),
    figure('present', 'Присъствия', (r) => r.presentDays),
    figure('excused', 'Извинени', (r) => r.excusedDays),
    figure('unexcused', 'Неизвинени', (r) => r.unexcusedDays),
    figure('family', 'По семейни причини', (r) => r.familyReasonDays),
    {
      id: 'rate',
      header: 'Посещаемост',
      cell: (r) => (r.attendanceRate === null ? '—' : `${r.attendanceRate.toLocaleString('bg-BG')} %`),
      td: right,
    },
    figure('over2', 'Над 2 неизвинени дни', (r) => r.unexcusedOver2),
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Посещаемост (Excel)',
      testId: 'references-export-attendances',
      run: (f) => callApi('references.exportAttendances', { query: placeOnly(f) }),
    },
    {
      label: 'Отсъствия по месеци (Excel)',
      testId: 'references-export-absences',
      run: (f) => callApi('references.exportAbsences', { query: placeOnly(f) }),
    },
  ],
  minWidth: 900,
};

const smpScreen: ReferenceScreen<AttendanceRow, Omit<AttendanceRow, keyof typeof totalsPlace>> = {
  ...attendanceScreen,
  slug: 'smp',
  title: 'Обобщение за АСП',
  description:
    'За Агенцията за социално подпомагане: деца в задължителна предучилищна възраст и колко от тях не посещават редовно (над 2 неизвинени дни в месеца), по детски градини. Личните данни остават в градините.',
  period: 'month',
  columns: [
    ...place<AttendanceRow>(),
    figure('compulsory', 'Деца в задължителна възраст', (r) => r.compulsoryChildMonths),
    figure('over2', 'Не посещават редовно', (r) => r.unexcusedOver2),
    figure('excused', 'Извинени дни', (r) => r.excusedDays),
    figure('unexcused', 'Неизвинени дни', (r) => r.unexcusedDays),
  ],
  exports: [
    {
      label: 'Обобщение за АСП (Excel)',
      testId: 'references-export-smp',
      run: (f) =>
        callApi('references.exportSmp', {
          query: { month: f.toMonth, regionCode: f.regionCode, municipalityCode: f.municipalityCode },
        }),
    },
  ],
  minWidth: 720,
};

const substitutionsScreen: ReferenceScreen<
  SubstitutionRow,
  Omit<SubstitutionRow, keyof typeof totalsPlace>
> = {
  slug: 'substitutions',
  title: 'Замествания',
  description:
    'Заместванията на учители по детски градини за избраните месеци: брой, дни, часове и заместващи.',
  period: 'range',
  useRows: (f, page, enabled) => useQuery({ ...substitutionsQuery(f, page), enabled }),
  columns: [
    ...place<SubstitutionRow>(),
    figure('count', 'Замествания', (r) => r.count),
    figure('days', 'Дни', (r) => r.days),
    figure('hours', 'Часове', (r) => r.hours),
    figure('teachers', 'Заместващи учители', (r) => r.teachers),
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Замествания (Excel)',
      testId: 'references-export-substitutions',
      run: (f) => callApi('references.exportSubstitutions', { query: placeOnly(f) }),
    },
  ],
  minWidth: 720,
};

const staffScreen: ReferenceScreen<StaffCountRow, Omit<StaffCountRow, keyof typeof totalsPlace | 'month'>> = {
  slug: 'staff-count',
  title: 'Персонал',
  description:
    'Броят на персонала по детски градини към последния месец от периода: педагогически, непедагогически, директори.',
  period: 'range',
  useRows: (f, page, enabled) => useQuery({ ...staffCountsQuery(f, page), enabled }),
  columns: [
    ...place<StaffCountRow>(),
    { id: 'month', header: 'Към месец', cell: (r) => (r.month ? formatMonth(`${r.month}-15`) : '') },
    figure('total', 'Общо', (r) => r.total),
    figure('pedagogical', 'Педагогически', (r) => r.pedagogical),
    figure('nonPedagogical', 'Непедагогически', (r) => r.nonPedagogical),
    figure('directors', 'Директори', (r) => r.directors),
  ],
  totalsRow: (t) => ({ ...totalsPlace, month: '', ...t }),
  exports: [
    {
      label: 'Персонал (Excel)',
      testId: 'references-export-staff',
      run: (f) => callApi('references.exportKindergartenPeopleCounts', { query: placeOnly(f) }),
    },
  ],
  minWidth: 820,
};

export const AbsencesPage = () => <ReferencePage screen={attendanceScreen} />;
export const SmpPage = () => <ReferencePage screen={smpScreen} />;
export const SubstitutionsPage = () => <ReferencePage screen={substitutionsScreen} />;
export const StaffCountPage = () => <ReferencePage screen={staffScreen} />;
