import { deleteIfExists, getItem, putIfAbsent, queryAll, tenantPrefix } from '../../../platform/db';

/**
 * The anthropometrics feature's items (docs/areas/children-measurements-portfolios.md). A measurement is
 * keyed by its child and date, so a child has one a day and its history is one Query; GSI1 lists a group's
 * measurements by date (the group the child was in when measured).
 */
export const measurementKeys = {
  measurement: (kindergartenId: string, childId: string, date = '') => ({
    PK: `${tenantPrefix(kindergartenId)}#ANTHRO#CHILD#${childId}`,
    SK: `DATE#${date}`,
  }),
  ofGroup: (kindergartenId: string, groupId: string, date = '', childId = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#ANTHRO#GROUP#${groupId}`,
    GSI1SK: date ? `${date}#${childId}` : '',
  }),
} as const;

export interface MeasurementItem {
  id: string;
  kindergartenId: string;
  studentId: string;
  studentName: string;
  groupId: string;
  date: string;
  height: number;
  weight: number;
  /** The child's birth date and sex when measured, so percentiles need no read of the child. */
  birthDate: string;
  gender: number;
  createdBy: string;
}

/** `<childId>_<date>`: the measurement's id names its key. */
export const measurementId = (childId: string, date: string) => `${childId}_${date}`;

/** The child and date an id names, or undefined for an id no measurement can have. */
export function parseMeasurementId(id: string): { childId: string; date: string } | undefined {
  const m = /^(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
  return m ? { childId: m[1]!, date: m[2]! } : undefined;
}

/** One measurement by its key (consistent: a delete right after the save finds it). */
export const readMeasurement = (kindergartenId: string, childId: string, date: string) =>
  getItem<MeasurementItem>(measurementKeys.measurement(kindergartenId, childId, date), { consistent: true });

/** A child's measurements by date: one Query. */
export const measurementsOfChild = (kindergartenId: string, childId: string) =>
  queryAll<MeasurementItem>({
    partition: measurementKeys.measurement(kindergartenId, childId).PK,
    beginsWith: 'DATE#',
  });

/** A group's measurements by date: one Query of GSI1. */
export const measurementsOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<MeasurementItem>({
    index: 'GSI1',
    partition: measurementKeys.ofGroup(kindergartenId, groupId).GSI1PK,
  });

/** Adds a measurement; false when the child already has one on that date. */
export const addMeasurement = (m: MeasurementItem) =>
  putIfAbsent({
    ...m,
    ...measurementKeys.measurement(m.kindergartenId, m.studentId, m.date),
    ...measurementKeys.ofGroup(m.kindergartenId, m.groupId, m.date, m.studentId),
    type: 'Measurement',
  });

/** Deletes a measurement; false when there was none. */
export const removeMeasurement = (kindergartenId: string, childId: string, date: string) =>
  deleteIfExists(measurementKeys.measurement(kindergartenId, childId, date));
