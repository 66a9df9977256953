import { z } from 'zod';
import { EducationalArea } from './education';

/**
 * A child's educational area with its level names at the start and at the end of the school year (null: not
 * assessed) as other records show the results (issue #30: the child's portfolio).
 */
export const areaResult = z.object({
  area: z.enum(EducationalArea),
  areaName: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type AreaResult = z.infer<typeof areaResult>;
