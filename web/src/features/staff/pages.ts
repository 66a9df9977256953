import type { PageDef } from '../../app/pages';

/** The staff area's screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [];
