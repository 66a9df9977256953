import type { PageDef } from '../../app/pages';

/** The fees' and payments' screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [];
