import type { PageDef } from '../../app/pages';

/** The fees' and payments' screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [
  {
    path: '/activities/fees',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeesPage')).FeesPage }),
  },
  {
    path: '/activities/fees/{year}/{month?}/{studentId?}/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeesDrillPage')).FeesDrillPage }),
  },
  {
    path: '/activities/notifications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeeNotificationsPage')).FeeNotificationsPage }),
  },
  // The parent's fees (issue #25 point 9): the spec's top-level address and the activities' one share the
  // page (its blocks: the children's unpaid fees with the online payment actions, the paid ones, and what
  // the payments area adds, e.g. overpayments to refund), so both always show the same.
  {
    path: '/parents-fees',
    layout: 'shell',
    load: async () => ({ Component: (await import('./online/ParentFeesPage')).ParentFeesPage }),
  },
  {
    path: '/activities/parents/fees',
    layout: 'shell',
    load: async () => ({ Component: (await import('./online/ParentFeesPage')).ParentFeesPage }),
  },
  {
    path: '/activities/accounting',
    layout: 'shell',
    // The payments overview, or „Надплатени суми“ with `?view=overpayments` (issue #25; no spec address).
    load: async () => ({
      Component: (await import('./overpayments/OverpaymentsView')).AccountingWithOverpayments,
    }),
  },
  {
    path: '/activities/accounting/order',
    layout: 'shell',
    load: async () => ({ Component: (await import('./cash/OrdersPage')).OrdersPage }),
  },
  {
    path: '/activities/accounting/order/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./cash/OrderCreatePage')).OrderCreatePage }),
  },
  {
    path: '/activities/accounting/order/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./cash/OrderPage')).OrderPage }),
  },
  {
    path: '/activities/accounting/invoice',
    layout: 'shell',
    load: async () => ({ Component: (await import('./provider-invoices/InvoicesPage')).InvoicesPage }),
  },
  {
    path: '/activities/accounting/invoice/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./provider-invoices/InvoiceCreatePage')).InvoiceCreatePage,
    }),
  },
  {
    path: '/activities/accounting/invoice/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./provider-invoices/InvoicePage')).InvoicePage }),
  },
  {
    path: '/platform/settings/invoices',
    layout: 'shell',
    load: async () => ({ Component: (await import('./settings/InvoiceSettingsPage')).InvoiceSettingsPage }),
  },
  {
    path: '/platform/settings/invoices/invoice-types',
    layout: 'shell',
    load: async () => ({ Component: (await import('./settings/DocumentTypesPage')).DocumentTypesPage }),
  },
  {
    path: '/platform/settings/invoices/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./settings/DocumentTypeEditPage')).DocumentTypeEditPage }),
  },
  // The activity reports (docs/areas/activity-reports.md); cash_depricated is the old address of cash.
  {
    path: '/activities/references',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./references/ActivityReportsIndexPage')).ActivityReportsIndexPage,
    }),
  },
  {
    path: '/activities/references/kindergarten',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/PaymentReports')).KindergartenReportPage }),
  },
  {
    path: '/activities/references/groups',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/PaymentReports')).GroupsReportPage }),
  },
  {
    path: '/activities/references/students',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/PaymentReports')).StudentsReportPage }),
  },
  {
    path: '/activities/references/cash',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/CashReports')).CashReportPage }),
  },
  {
    path: '/activities/references/cash_depricated',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/CashReports')).CashReportPage }),
  },
  {
    path: '/activities/references/batch-payments',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/CashReports')).BatchPaymentsReportPage }),
  },
  {
    path: '/activities/references/fees',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/ActivityReports')).FeesReportPage }),
  },
  {
    path: '/activities/references/kids',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/ActivityReports')).KidsReportPage }),
  },
  {
    path: '/activities/references/attendances',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/ActivityReports')).AttendancesReportPage }),
  },
  {
    path: '/activities/references/enrollments',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/ChildHistoryPage')).ChildHistoryPage }),
  },
  // The kindergarten's own fees (issue #33, the spec's deprecated fees): docs/areas/kindergarten-fees.md.
  {
    path: '/platform/settings/fees-types_depricated',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/FeeTypesPage')).FeeTypesPage }),
  },
  {
    path: '/fees_depricated/management',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/ManagementPage')).ManagementPage }),
  },
  {
    path: '/fees_depricated/management/{month}/{kidId?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./kindergarten-fees/ManagementPage')).ManagementRedirect,
    }),
  },
  {
    path: '/fees_depricated/management/{year}/{month?}/{kidId?}/{id?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./kindergarten-fees/ManagementPage')).ManagementRedirect,
    }),
  },
  {
    path: '/fees_depricated/parents-emails',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/StatementsPage')).StatementsPage }),
  },
  {
    path: '/fees_depricated/references',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/ReferencesPage')).ReferencesPage }),
  },
  {
    path: '/fees_depricated/references/kindergarten',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./kindergarten-fees/ReferencesPage')).KindergartenReferencesPage,
    }),
  },
  {
    path: '/fees_depricated/references/groups',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./kindergarten-fees/ReferencesPage')).GroupReferencesPage,
    }),
  },
  {
    path: '/fees_depricated/references/kids',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/ReferencesPage')).KidReferencesPage }),
  },
  {
    path: '/parents-fees_depricated',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergarten-fees/ParentPage')).ParentPage }),
  },
];
