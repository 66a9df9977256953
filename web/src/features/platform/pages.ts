import type { PageDef } from '../../app/pages';

const help = async () => {
  const m = await import('./help/HelpPage');
  return { Component: m.HelpPage, loader: m.helpLoader };
};
const groupEditor = async () => ({
  Component: (await import('./groups/UserGroupEditPage')).UserGroupEditPage,
});

export const pages: PageDef[] = [
  {
    path: '/platform/about',
    layout: 'shell',
    load: async () => ({ Component: (await import('./about/AboutPage')).AboutPage }),
  },
  { path: '/platform/help', layout: 'shell', load: help },
  { path: '/platform/help/{topic}', layout: 'shell', load: help },
  {
    path: '/platform/groups',
    layout: 'shell',
    load: async () => ({ Component: (await import('./groups/GroupsPage')).GroupsPage }),
  },
  { path: '/platform/groups/create', layout: 'shell', load: groupEditor },
  { path: '/platform/groups/{id}', layout: 'shell', load: groupEditor },
  {
    path: '/platform/settings/school-years',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./settings/school-years/SchoolYearsPage')).SchoolYearsPage,
    }),
  },
  {
    path: '/platform/settings/lock',
    layout: 'shell',
    load: async () => ({ Component: (await import('./settings/LockPage')).LockPage }),
  },
  {
    path: '/platform/settings/configuration',
    layout: 'shell',
    load: async () => ({ Component: (await import('./configuration/ConfigurationPage')).ConfigurationPage }),
  },
  {
    path: '/platform/settings/database',
    layout: 'shell',
    load: async () => ({ Component: (await import('./database/DatabasePage')).DatabasePage }),
  },
];
