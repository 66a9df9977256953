import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { childId } from '../../../schemas/ids';
import { defineRoutes, groupObject, needs } from '../../route';

/**
 * Anthropometrics: a child's height and weight on a date, one measurement per child and date, with the
 * child's age and WHO percentiles (shared/src/growth) so the list and the growth chart need no other read.
 */

/** The ranges a kindergarten child's measurement must fall in (a nursery baby to a tall seven-year-old). */
export const measurementLimits = {
  height: { min: 40, max: 160 },
  weight: { min: 2, max: 60 },
} as const;

export const heightTitle = 'Ръст (см)';
export const weightTitle = 'Тегло (кг)';

export const measurement = z.object({
  /** `<childId>_<date>`: a child has one measurement a day. */
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /** The child's group when measured. */
  groupId: z.string(),
  date: z.string(),
  height: z.number(),
  weight: z.number(),
  /** Age on the date, in WHO months (30.4375 days). */
  ageMonths: z.number(),
  /** WHO percentiles for the age and sex; null outside 0-7 years. */
  heightPercentile: z.number().nullable(),
  weightPercentile: z.number().nullable(),
});
export type Measurement = z.infer<typeof measurement>;

/** The child the growth chart draws, beside its measurements. */
export const measuredChild = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.number().int(),
  groupId: z.string(),
});

const measurementTitle = 'Измерване';

export const childrenAnthropometricRoutes = defineRoutes('children', {
  anthropometrics: {
    method: 'GET',
    path: '/api/StudentAnthropometrics',
    permission: needs('StudentAnthropometrics', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        /** A child's measurements (oldest first), or ... */
        studentId: id('Дете').optional(),
        /** ... a group's (newest first); one of the two is required. */
        classId: id('Група').optional(),
        ...pageQuery,
      }),
    },
    reply: {
      kind: 'json',
      schema: paged(measurement).extend({ student: measuredChild.nullable() }),
      paged: true,
    },
    summary:
      'Измерванията на дете (с детето за графиката на растежа) или на група: ръст, тегло, възраст и перцентили по СЗО',
  },
  saveAnthropometric: {
    method: 'POST',
    path: '/api/StudentAnthropometrics',
    permission: needs('StudentAnthropometrics', 'create'),
    // The object is the child: its group's teachers and the kindergarten's managers measure it.
    object: groupObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        studentId: childId(),
        date: dateField('Дата на измерване'),
        height: z
          .number()
          .min(measurementLimits.height.min)
          .max(measurementLimits.height.max)
          .meta({ title: heightTitle }),
        weight: z
          .number()
          .min(measurementLimits.weight.min)
          .max(measurementLimits.weight.max)
          .meta({ title: weightTitle }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва ръст и тегло на дете към дата (едно измерване на ден: 409); неправдоподобни за възрастта стойности: 400',
  },
  deleteAnthropometric: {
    method: 'DELETE',
    path: '/api/StudentAnthropometrics/{id}',
    permission: needs('StudentAnthropometrics', 'delete'),
    object: groupObject,
    request: { path: z.object({ id: id(measurementTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива измерване',
  },
});
