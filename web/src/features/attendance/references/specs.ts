import type { ComponentType } from 'react';
import { AspPanel } from './AspPanel';
import {
  applicationsQuery,
  byMonthsQuery,
  daysQuery,
  downloads,
  kindQuery,
  type ReferenceFilters,
  type TableQueryOptions,
} from './queries';

/**
 * The reference screens of `/attendances/references/…`: each names the filters it shows, the table it
 * reads and the files it exports. One page component (ReferencePage) draws them all alike.
 */

export type FilterName = 'group' | 'date' | 'month' | 'dates' | 'months' | 'status';

export interface ReferenceExport {
  label: string;
  testId: string;
  run: (kindergartenId: string, f: ReferenceFilters) => Promise<unknown>;
}

export interface ReferenceScreen {
  /** The last segment of the path (`for-day`). */
  slug: string;
  title: string;
  description: string;
  filters: readonly FilterName[];
  table: (kindergartenId: string, f: ReferenceFilters) => TableQueryOptions;
  exports: readonly ReferenceExport[];
  /** What the screen shows above its table besides the common parts (the АСП file's unmarked days). */
  Panel?: ComponentType<{ kindergartenId: string; filters: ReferenceFilters }>;
}

const excel = (run: ReferenceExport['run']): ReferenceExport => ({
  label: 'Експорт в Excel',
  testId: 'reference-export',
  run,
});

export const referenceScreens: readonly ReferenceScreen[] = [
  {
    slug: 'for-day',
    title: 'Присъствие за ден',
    description: 'Всяко дете на избрания ден с отбелязаното присъствие, по групи.',
    filters: ['group', 'date'],
    table: (kg, f) => kindQuery('per-day', kg, f),
    exports: [excel(downloads.perDay)],
  },
  {
    slug: 'month',
    title: 'Месечна справка по деца',
    description: 'Означенията на всеки ден от месеца и сборовете на всяко дете.',
    filters: ['group', 'month'],
    table: (kg, f) => kindQuery('per-student', kg, f),
    exports: [excel(downloads.perStudent)],
  },
  {
    slug: 'days',
    title: 'Присъствие по дни',
    description: 'Колко деца са присъствали и отсъствали всеки ден от периода (до 92 дни).',
    filters: ['group', 'dates'],
    table: daysQuery,
    exports: [excel(downloads.days)],
  },
  {
    slug: 'montly-attendances',
    title: 'Присъствие по месеци',
    description: 'Присъствия, извинени и неизвинени отсъствия на всяко дете по месеци (до 12 месеца).',
    filters: ['group', 'months'],
    table: byMonthsQuery,
    exports: [excel(downloads.byMonths)],
  },
  {
    slug: 'groups',
    title: 'Справка по групи',
    description: 'Присъствията и отсъствията на всяка група за месеца.',
    filters: ['group', 'month'],
    table: (kg, f) => kindQuery('groups', kg, f),
    exports: [excel(downloads.groups)],
  },
  {
    slug: 'absences',
    title: 'Отсъствия',
    description: 'Децата с отсъствия през месеца; първо тези в задължителна възраст с над 2 неизвинени дни.',
    filters: ['group', 'month'],
    table: (kg, f) => kindQuery('absences', kg, f),
    exports: [excel(downloads.absences)],
  },
  {
    slug: 'neispuo',
    title: 'Отсъствия за НЕИСПУО',
    description:
      'Месечните отсъствия в кодовете на НЕИСПУО: 1 присъства, 2 неизвинено, 3 извинено (причина 1 здравословна, 2 семейна, 3 друга).',
    filters: ['group', 'month'],
    table: (kg, f) => kindQuery('neispuo', kg, f),
    exports: [excel(downloads.neispuo)],
  },
  {
    slug: 'personal-reasons',
    title: 'Отсъствия по семейни причини',
    description:
      'Дните по семейни причини през учебната година и колко остават от 10-те на дете в задължителна възраст.',
    filters: ['group'],
    table: (kg, f) => kindQuery('family-absence', kg, f),
    exports: [excel(downloads.familyAbsence)],
  },
  {
    slug: 'personal-reasons-requests',
    title: 'Заявления за отсъствие по семейни причини',
    description: 'Заявленията на родителите през учебната година и решенията по тях.',
    filters: ['group', 'status'],
    table: (kg, f) => applicationsQuery(0, kg, f),
    exports: [excel(downloads.applications(0))],
  },
  {
    slug: 'summer-attendances-requests',
    title: 'Заявления за лятно посещение',
    description: 'Седмиците от юни до септември, в които родителите са заявили, че детето ще посещава.',
    filters: ['group', 'status'],
    table: (kg, f) => applicationsQuery(1, kg, f),
    exports: [excel(downloads.applications(1))],
  },
  {
    slug: 'smp',
    title: 'Справка за социално подпомагане (АСП)',
    description:
      'Децата в задължителна възраст за месеца: редовно ли посещават (до 2 неизвинени дни), извинени и неизвинени дни. Файлът е за импорт в АСП (CP1251).',
    filters: ['month'],
    table: (kg, f) => kindQuery('smp', kg, f),
    // The exports are the panel's: they wait for the unmarked days or the director's confirmation.
    exports: [],
    Panel: AspPanel,
  },
];

export const screenOf = (slug: string) => referenceScreens.find((s) => s.slug === slug);
