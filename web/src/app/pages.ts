import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * A screen of the spec's route table, declared by its area in `features/<area>/pages.ts`. The router builds
 * itself from these lists, so areas add pages without touching the shell. `path` is spelled as in
 * ../shared/spec/web-routes.tsv (optional segments as `{id?}` become `:id?`).
 */
export interface PageDef {
  path: string;
  /** shell: header and side menu, signed-in users only; login: the 'Вход' layout; public: blank, anyone. */
  layout: 'shell' | 'login' | 'public';
  load: () => Promise<{ Component?: ComponentType; loader?: LoaderFunction }>;
}

/** `/calendar/{id?}` -> `calendar/:id?` for react-router. */
export function routerPath(specPath: string): string {
  return specPath
    .replace(/^\//, '')
    .replace(/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => `:${name}${optional ?? ''}`);
}
