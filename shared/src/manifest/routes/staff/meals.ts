import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { kindergartenGuard } from '../../../schemas/fields';
import { staffId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/** Staff meals: which staff members eat in the kindergarten on which working days of a month. */

export const staffMealsQuery = z.object({
  kindergartenId: kindergartenGuard(),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
});

export const staffMealsRow = z.object({
  teacherId: z.string(),
  teacherName: z.string(),
  position: z.string(),
  /** The days the staff member eats, YYYY-MM-DD. */
  dates: z.array(z.string()),
});

export const staffMealsMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(z.object({ date: z.string(), weekday: z.number().int(), isDayOff: z.boolean() })),
  teachers: z.array(staffMealsRow),
});
export type StaffMealsMonth = z.infer<typeof staffMealsMonth>;

export const staffMealRoutes = defineRoutes('staff', {
  staffMeals: {
    method: 'GET',
    path: '/api/Teachers/meals/teachers',
    permission: needs('TeacherMeals', 'read'),
    request: { query: staffMealsQuery },
    reply: { kind: 'json', schema: staffMealsMonth },
    summary: 'Кой от персонала се храни в градината в кои дни на месеца',
  },
  saveStaffMeals: {
    method: 'POST',
    path: '/api/Teachers/meals/teachers',
    permission: needs('TeacherMeals', 'update'),
    // object: the cells name staff members of the session's kindergarten, each checked against its staff list
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        cells: z
          .array(
            z.object({
              teacherId: staffId(),
              forDate: dateField('Дата'),
              eats: z.boolean().meta({ title: 'Храни се' }),
            }),
          )
          .min(1)
          .max(400)
          .meta({ title: 'Клетки' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва в кои дни служителите се хранят (само работни дни: почивен ден дава 400)',
  },
});
