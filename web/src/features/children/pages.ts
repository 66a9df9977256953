import type { PageDef } from '../../app/pages';

/** The children area's screens of the spec's route table: children records (more features add theirs here). */
const portfolioEditor = async () => ({
  Component: (await import('./portfolios/PortfolioEditPage')).PortfolioEditPage,
});

const childPage = async () => ({ Component: (await import('./records/ChildPage')).ChildPage });

export const pages: PageDef[] = [
  // Children records: the list, a new child, the child's page (record, history of groups, cards).
  {
    path: '/kids/records',
    layout: 'shell',
    load: async () => ({ Component: (await import('./records/ChildrenPage')).ChildrenPage }),
  },
  { path: '/kids/records/create', layout: 'shell', load: childPage },
  { path: '/kids/records/{id}/{kindergatrenId?}', layout: 'shell', load: childPage },
  // Parents and guardian links: the pages call the children area's routes only, so they live in this area's
  // folder (features/children/parents), beside the identity area's registration requests (features/parents).
  {
    path: '/parents/management',
    layout: 'shell',
    load: async () => ({ Component: (await import('./parents/ParentsPage')).ParentsPage }),
  },
  {
    path: '/parents/management/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./parents/ParentCreatePage')).ParentCreatePage }),
  },
  {
    path: '/parents/management/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./parents/ParentPage')).ParentPage }),
  },
  {
    path: '/parent-child-application',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./parents/ParentChildApplicationPage')).ParentChildApplicationPage,
    }),
  },
  // Certificates: the issued list (reprint, cancel), the preschool certificates of a group, a relocation.
  {
    path: '/kids/export-certificate',
    layout: 'shell',
    load: async () => ({ Component: (await import('./certificates/CertificatesPage')).CertificatesPage }),
  },
  {
    path: '/kids/export-certificate/preschool',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./certificates/PreschoolCertificatesPage')).PreschoolCertificatesPage,
    }),
  },
  {
    path: '/kids/export-certificate/transfer',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./certificates/TransferCertificatePage')).TransferCertificatePage,
    }),
  },
  // Measurements and portfolios: the group's round of heights and weights, the portfolios and their editor.
  {
    path: '/kids/measurements',
    layout: 'shell',
    load: async () => ({ Component: (await import('./measurements/MeasurementsPage')).MeasurementsPage }),
  },
  {
    path: '/kids/portfolio',
    layout: 'shell',
    load: async () => ({ Component: (await import('./portfolios/PortfoliosPage')).PortfoliosPage }),
  },
  { path: '/kids/portfolio/create', layout: 'shell', load: portfolioEditor },
  { path: '/kids/portfolio/{id}', layout: 'shell', load: portfolioEditor },
];
