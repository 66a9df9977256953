import type { PageDef } from '../../app/pages';

/** The children area's screens of the spec's route table: children records (more features add theirs here). */
export const pages: PageDef[] = [];
