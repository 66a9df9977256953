/**
 * The spec screen routes this SPA serves (../shared/spec/web-routes.tsv spelling). The router's test checks
 * every page against it and `npm run coverage:spec` counts it; add a path here with its page.
 */
export const pagePaths = ['/', '/login', '/logout', '/platform/about'] as const;
