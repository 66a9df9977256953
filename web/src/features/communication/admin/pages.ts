import type { PageDef } from '../../../app/pages';

/** The Master's platform-wide messages (the side menu's Съобщения under administration). */
export const pages: PageDef[] = [
  {
    path: '/admin/messages/dashboard',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./AdministrativeMessagesPage')).AdministrativeMessagesPage,
    }),
  },
  {
    path: '/admin/messages/real-time',
    layout: 'shell',
    load: async () => ({ Component: (await import('./MaintenanceMessagesPage')).MaintenanceMessagesPage }),
  },
];
