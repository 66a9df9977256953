import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/login',
    layout: 'login',
    load: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: '/login/reset',
    layout: 'login',
    load: async () => ({ Component: (await import('./RecoveryRequestPage')).RecoveryRequestPage }),
  },
  {
    path: '/login/signup',
    layout: 'public',
    load: async () => ({ loader: (await import('./SignupRoute')).signupLoader }),
  },
  {
    path: '/logout',
    layout: 'public',
    load: async () => ({ loader: (await import('./LogoutRoute')).logoutLoader }),
  },
  {
    path: '/password-recovery/{userId?}/{token?}',
    layout: 'login',
    load: async () => ({ Component: (await import('./PasswordRecoveryPage')).PasswordRecoveryPage }),
  },
  {
    path: '/account-activation/{userType?}/{token?}',
    layout: 'login',
    load: async () => ({ Component: (await import('./ActivationPage')).AccountActivationPage }),
  },
  {
    path: '/admin-account-activation/{token?}/{kindergartenId?}',
    layout: 'login',
    load: async () => ({ Component: (await import('./ActivationPage')).AdminAccountActivationPage }),
  },
  {
    path: '/registration-parents',
    layout: 'public',
    load: async () => ({ Component: (await import('./ParentRegistrationPage')).ParentRegistrationPage }),
  },
  {
    path: '/registration-parents-success-message',
    layout: 'public',
    load: async () => ({ Component: (await import('./RegistrationSuccessPage')).RegistrationSuccessPage }),
  },
  {
    path: '/unsubscribe/{token?}',
    layout: 'public',
    load: async () => ({ Component: (await import('./UnsubscribePage')).UnsubscribePage }),
  },
];
