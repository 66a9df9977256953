import type { SchoolReport } from '@gradina/shared/manifest/routes/references/school';

/**
 * The school-style references of the spec's `/references/*` screens, each served by the kindergarten's
 * analogue (docs/decisions.md, issue #32): its address, the report it reads, its title and what it shows.
 */
export interface SchoolScreen {
  path: string;
  report: SchoolReport;
  title: string;
  description: string;
  /** The grade reports read one stage of the educational results. */
  staged?: boolean;
}

export const schoolScreens: readonly SchoolScreen[] = [
  {
    path: '/references/absences',
    report: 'absences',
    title: 'Отсъствия по групи',
    description: 'Дните присъствие и отсъствие на всяка група по месеци на учебната година и посещаемостта.',
  },
  {
    path: '/references/general-practitioners',
    report: 'general-practitioners',
    title: 'Лекари',
    description:
      'Лекарите, подписали медицинските бележки на децата, с броя на децата, бележките и дните по тях.',
  },
  {
    path: '/references/general-practitioners/students',
    report: 'general-practitioners-students',
    title: 'Лекари по деца',
    description: 'Всяко дете с медицинска бележка и лекарите, които са я подписали.',
  },
  {
    path: '/references/general-practitioners/teachers',
    report: 'general-practitioners-teachers',
    title: 'Лекари по учители',
    description:
      'Всеки учител с медицинските бележки на децата от групите му: колко деца, бележки и дни, и кои лекари.',
  },
  {
    path: '/references/term-grades',
    report: 'term-grades',
    title: 'Резултати по направления',
    description: 'Нивото на всяко дете по образователните направления в началото или в края на годината.',
    staged: true,
  },
  {
    path: '/references/average-students-grades',
    report: 'average-students-grades',
    title: 'Средно ниво по групи',
    description: 'Средното ниво на оценените деца на всяка група по направления.',
    staged: true,
  },
  {
    path: '/references/excellent-students',
    report: 'excellent-students',
    title: 'Деца с високи резултати',
    description: 'Децата на най-високото ниво във всички направления на шаблона.',
    staged: true,
  },
  {
    path: '/references/low-grades',
    report: 'low-grades',
    title: 'Деца с ниски резултати',
    description: 'Децата на най-ниското ниво в поне едно направление и кои са тези направления.',
    staged: true,
  },
  {
    path: '/references/low-grades/count-low-grades',
    report: 'count-low-grades',
    title: 'Брой деца с ниски резултати',
    description: 'По групи: колко деца са на най-ниското ниво във всяко направление.',
    staged: true,
  },
  {
    path: '/references/remarks-praises',
    report: 'remarks-praises',
    title: 'Бележки на учителите',
    description: 'Бележките на учителите към резултатите на децата в началото и в края на годината.',
  },
  {
    path: '/references/sanctions-supports',
    report: 'sanctions-supports',
    title: 'Подкрепа за децата',
    description: 'Децата със специални образователни потребности и подкрепата, която получават.',
  },
];
