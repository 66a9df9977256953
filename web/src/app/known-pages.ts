/**
 * The spec paths of the pages the app has, filled once by the router from `page-paths.ts`. Menus and areas
 * ask here whether a link's page exists: `page-paths.ts` imports every area's pages, so an area importing it
 * would import itself back.
 */
let known: ReadonlySet<string> = new Set();

export function registerPages(paths: Iterable<string>): void {
  known = new Set(paths);
}

export function knownPages(): ReadonlySet<string> {
  return known;
}

/** Links only to pages the app has: a link never leads to a screen that is not built yet. */
export function hasPage(path: string): boolean {
  return known.has(path);
}
