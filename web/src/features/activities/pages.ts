import type { PageDef } from '../../app/pages';

/** The extra activities' screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [];
