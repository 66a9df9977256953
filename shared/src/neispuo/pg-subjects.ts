import type { EducationalArea } from '../education/education';

/**
 * НЕИСПУО's subject of each preschool educational area, the `subjectId` of a PgResultDO: its nomenclature
 * `inst_nom.Subject` (governmentbg/NEISPUO, school-books/db/Insert/inst_nom/Subject.sql, and the students
 * module's PreSchoolSubjectEnum) numbers the seven areas of Наредба № 5/2016, чл. 28, from 80 to 86 in the
 * order Gradina numbers them 1 to 7.
 */
export const neispuoSubjectOfArea: Readonly<Record<EducationalArea, number>> = {
  1: 80,
  2: 81,
  3: 82,
  4: 83,
  5: 84,
  6: 85,
  7: 86,
};
