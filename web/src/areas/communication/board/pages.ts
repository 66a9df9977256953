import type { PageDef } from '../../../app/pages';

export const pages: PageDef[] = [];
