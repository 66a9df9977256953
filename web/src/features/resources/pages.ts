import type { PageDef } from '../../app/pages';

/** The resources of the kindergarten's partners (issue #32, spec "Resources"). */
const editor = async () => ({ Component: (await import('./ProductEditPage')).ProductEditPage });

export const pages: PageDef[] = [
  {
    path: '/resources',
    layout: 'shell',
    load: async () => ({ Component: (await import('./ResourcesIndexPage')).ResourcesIndexPage }),
  },
  {
    path: '/resources/{product}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./ProductsPage')).ProductsPage }),
  },
  { path: '/resources/{product}/create', layout: 'shell', load: editor },
  { path: '/resources/{product}/{id}', layout: 'shell', load: editor },
];
