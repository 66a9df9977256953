import type { FieldError, Gender } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import { ageInMonths, lmsAt, percentileOf, zScore } from '@gradina/shared/growth/growth';
import type { Measurement } from '@gradina/shared/manifest/routes/children/anthropometrics';
import { heightTitle, weightTitle } from '@gradina/shared/manifest/routes/children/anthropometrics';
import { sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { conflict, invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type ChildRow, checkGroupVisible, childName, visibleChild } from './child-access';
import type { MeasurementItem } from './items';
import {
  addMeasurement,
  measurementId,
  measurementsOfChild,
  measurementsOfGroup,
  removeMeasurement,
} from './items';

export interface MeasurementInput {
  studentId: string;
  date: string;
  height: number;
  weight: number;
}

/** Farther than this many standard deviations from the WHO median for the age is a typing slip, not a child. */
const plausibleZ = 5;

/** "3 г. и 5 м." for an age in WHO months. */
export function ageText(months: number): string {
  const whole = Math.floor(months);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return `${rest} м.`;
  return rest === 0 ? `${years} г.` : `${years} г. и ${rest} м.`;
}

/**
 * What makes a measurement valid beyond its ranges (each answer names its field): the date is neither in the
 * future nor before the child's birth, and for a child of up to seven years each value lies within five
 * standard deviations of the WHO median for the age and sex.
 */
export function checkMeasurement(
  input: MeasurementInput,
  child: Pick<ChildRow, 'birthDate' | 'gender'>,
  today: string,
): FieldError[] {
  if (input.date > today)
    return [{ field: 'date', message: 'Полето "Дата на измерване" не може да е в бъдеще.' }];
  if (input.date < child.birthDate)
    return [
      {
        field: 'date',
        message: `Полето "Дата на измерване" е преди раждането на детето (${formatDateDigits(child.birthDate)}).`,
      },
    ];
  const months = ageInMonths(child.birthDate, input.date);
  const errors: FieldError[] = [];
  for (const [field, title, unit] of [
    ['height', heightTitle, 'см'],
    ['weight', weightTitle, 'кг'],
  ] as const) {
    const lms = lmsAt(field, child.gender as Gender, months);
    if (lms && Math.abs(zScore(lms, input[field])) > plausibleZ)
      errors.push({
        field,
        message: `Полето "${title}": ${String(input[field]).replace('.', ',')} ${unit} е неправдоподобно за дете на възраст ${ageText(months)}`,
      });
  }
  return errors;
}

export function measurementView(m: MeasurementItem): Measurement {
  const months = ageInMonths(m.birthDate, m.date);
  const sex = m.gender as Gender;
  return {
    id: measurementId(m.studentId, m.date),
    studentId: m.studentId,
    studentName: m.studentName,
    groupId: m.groupId,
    date: m.date,
    height: m.height,
    weight: m.weight,
    ageMonths: Math.round(months * 10) / 10,
    heightPercentile: percentileOf('height', sex, months, m.height) ?? null,
    weightPercentile: percentileOf('weight', sex, months, m.weight) ?? null,
  };
}

/**
 * `GET /api/StudentAnthropometrics`: a child's measurements oldest first, with the child for the chart
 * (two or three reads: the child, the caller's link or group, the Query), or a group's newest first.
 */
export async function listMeasurements(
  session: TenantRouteSession,
  q: { studentId?: string; classId?: string; PageNumber?: number; PageSize?: number },
) {
  if (q.studentId) {
    const child = await visibleChild(session, q.studentId);
    const rows = (await measurementsOfChild(session.kindergartenId, child.id)).map(measurementView);
    const student = {
      id: child.id,
      name: childName(child),
      birthDate: child.birthDate,
      gender: child.gender,
      groupId: child.groupId,
    };
    return { ...pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1)), student };
  }
  if (!q.classId) {
    const message = 'Изберете дете или група.';
    throw invalidField('studentId', message);
  }
  await checkGroupVisible(session, q.classId);
  const rows = (await measurementsOfGroup(session.kindergartenId, q.classId))
    .map(measurementView)
    .sort((a, b) => b.date.localeCompare(a.date) || a.studentName.localeCompare(b.studentName, 'bg'));
  return { ...pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1)), student: null };
}

/** `POST /api/StudentAnthropometrics`: `child` is the object the pipeline loaded and checked. */
export async function saveMeasurement(session: TenantRouteSession, body: MeasurementInput, child: ChildRow) {
  const errors = checkMeasurement(body, child, sofiaToday());
  refuseInvalid(errors);
  const item: MeasurementItem = {
    id: measurementId(child.id, body.date),
    kindergartenId: session.kindergartenId,
    studentId: child.id,
    studentName: childName(child),
    groupId: child.groupId,
    date: body.date,
    height: body.height,
    weight: body.weight,
    birthDate: child.birthDate,
    gender: child.gender,
    createdBy: session.userId,
  };
  if (!(await addMeasurement(item)))
    throw conflict(
      `Детето вече е измерено на ${formatDateDigits(body.date)}. Изтрийте това измерване, за да въведете ново за датата.`,
    );
  return saved(item.id);
}

/** `DELETE /api/StudentAnthropometrics/{id}`: the pipeline loaded the measurement and its child. */
export async function deleteMeasurement(session: TenantRouteSession, m: MeasurementItem) {
  if (!(await removeMeasurement(session.kindergartenId, m.studentId, m.date)))
    throw notFound('Измерването не е намерено.');
  return saved(measurementId(m.studentId, m.date));
}
