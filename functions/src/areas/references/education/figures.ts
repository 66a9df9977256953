import { resultLevelsMax } from '@gradina/shared/education/education';
import type {
  DocumentFigures,
  DocumentRow,
  LessonFigures,
  LessonRow,
  PortfolioFigures,
  PortfolioRow,
  ResultFigures,
  ResultRow,
} from '@gradina/shared/manifest/routes/references/education';
import type { Counters, KindergartenMonth } from '../../../domain/aggregates';
import { byKindergarten, sumCounters } from '../mon-references/summaries';

/**
 * The education references' figures from the kindergarten-month aggregates (issue #30), pure: the counter
 * names are those the lessons (`days`, `held`, `missed`), results (`startAssessments`, `startL<n>`…) and
 * certificates (`preschool`, `relocation`) and portfolios (`portfolios`, `hobby`, `award`, `journey`, `photos`)
 * write.
 */

const c = (counters: Counters, name: string) => counters[name] ?? 0;

export function lessonFigures(counters: Counters): LessonFigures {
  const held = c(counters, 'held');
  const missed = c(counters, 'missed');
  return {
    days: c(counters, 'days'),
    held,
    missed,
    heldRate: held + missed === 0 ? null : Math.round((held / (held + missed)) * 1000) / 10,
  };
}

/** The levels a row shows: as many as the highest level any kindergarten of the reach used (at least 3). */
const levelCount = (counters: Counters) => {
  let top = 3;
  for (let n = resultLevelsMax; n > 3; n--)
    if (c(counters, `startL${n}`) || c(counters, `endL${n}`)) {
      top = n;
      break;
    }
  return top;
};

export function resultFigures(counters: Counters, levels = levelCount(counters)): ResultFigures {
  const of = (stage: string) => Array.from({ length: levels }, (_, i) => c(counters, `${stage}L${i + 1}`));
  return {
    startAssessments: c(counters, 'startAssessments'),
    endAssessments: c(counters, 'endAssessments'),
    startLevels: of('start'),
    endLevels: of('end'),
  };
}

export const documentFigures = (counters: Counters): DocumentFigures => ({
  preschoolCertificates: c(counters, 'preschool'),
  relocationCertificates: c(counters, 'relocation'),
});

export const portfolioFigures = (counters: Counters): PortfolioFigures => ({
  portfolios: c(counters, 'portfolios'),
  hobbies: c(counters, 'hobby'),
  awards: c(counters, 'award'),
  journeys: c(counters, 'journey'),
  photos: c(counters, 'photos'),
});

const rowsBy =
  <F>(figures: (counters: Counters) => F) =>
  (months: readonly KindergartenMonth[]) =>
    byKindergarten(months).map((k) => ({ ...k.place, ...figures(sumCounters(k.months)) }));

export const lessonRows: (m: readonly KindergartenMonth[]) => LessonRow[] = rowsBy(lessonFigures);
export const documentRows: (m: readonly KindergartenMonth[]) => DocumentRow[] = rowsBy(documentFigures);
export const portfolioRows: (m: readonly KindergartenMonth[]) => PortfolioRow[] = rowsBy(portfolioFigures);
/** Every row with the same number of levels as the totals, so the columns line up. */
export const resultRows = (months: readonly KindergartenMonth[]): ResultRow[] => {
  const levels = levelCount(sumCounters(months));
  return rowsBy((counters) => resultFigures(counters, levels))(months);
};

export const lessonTotals = (m: readonly KindergartenMonth[]) => lessonFigures(sumCounters(m));
export const resultTotals = (m: readonly KindergartenMonth[]) => resultFigures(sumCounters(m));
export const documentTotals = (m: readonly KindergartenMonth[]) => documentFigures(sumCounters(m));
export const portfolioTotals = (m: readonly KindergartenMonth[]) => portfolioFigures(sumCounters(m));

/** Each education reference's rows (a kindergarten each) and totals, by the reference. */
export const educationFigures = {
  lessons: { rows: lessonRows, totals: lessonTotals },
  results: { rows: resultRows, totals: resultTotals },
  documents: { rows: documentRows, totals: documentTotals },
  portfolios: { rows: portfolioRows, totals: portfolioTotals },
};
