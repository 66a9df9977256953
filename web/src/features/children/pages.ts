import type { PageDef } from '../../app/pages';

/** The children area's screens of the spec's route table: children records (more features add theirs here). */
const portfolioEditor = async () => ({
  Component: (await import('./portfolios/PortfolioEditPage')).PortfolioEditPage,
});

export const pages: PageDef[] = [
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
