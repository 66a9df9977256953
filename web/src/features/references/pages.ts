import type { PageDef } from '../../app/pages';

/** The references area's screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [];
