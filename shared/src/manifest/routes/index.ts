import { activityAttendanceRoutes } from './activities/attendance';
import { activityCatalogueRoutes } from './activities/catalogue';
import { activityEnrollmentRoutes } from './activities/enrollment';
import { activityProviderRoutes } from './activities/providers';
import { activityReportRoutes } from './activities/reports';
import { attendanceGridRoutes } from './attendance/grid';
import { attendanceMedicalNoteRoutes } from './attendance/medical-notes';
import { attendanceMonthLockRoutes } from './attendance/month-lock';
import { attendanceReferenceRoutes } from './attendance/references';
import { attendanceRequestRoutes } from './attendance/requests';
import { attendanceSummerRoutes } from './attendance/summer';
import { booksControlActivityRoutes } from './books/control-activity';
import { booksCorrespondenceRoutes } from './books/correspondence';
import { booksDirectorOrderRoutes } from './books/director-orders';
import { booksDocumentRoutes } from './books/documents';
import { booksExportRoutes } from './books/export';
import { booksInventoryRoutes } from './books/inventory';
import { booksPedagogicalCouncilRoutes } from './books/pedagogical-council';
import { booksPrefixRoutes } from './books/prefixes';
import { booksQualificationRoutes } from './books/qualification';
import { booksTemplateRoutes } from './books/templates';
import { childrenAchievementReportRoutes } from './children/achievements-report';
import { childrenAnthropometricRoutes } from './children/anthropometrics';
import { childrenCertificateRoutes } from './children/certificates';
import { childrenParentRoutes } from './children/parents';
import { childrenPortfolioRoutes } from './children/portfolios';
import { childrenRecordRoutes } from './children/records';
import { communicationAdministrationRoutes } from './communication/administration';
import { communicationBoardRoutes } from './communication/board';
import { communicationDashboardRoutes } from './communication/dashboard';
import { communicationEventRoutes } from './communication/events';
import { communicationMessageRoutes } from './communication/messages';
import { communicationPollRoutes } from './communication/polls';
import { communicationRecipientRoutes } from './communication/recipients';
import { filesRoutes } from './files';
import { frameRoutes } from './frame';
import { identityAccountManagementRoutes } from './identity/account-management';
import { identityAuditRoutes } from './identity/audit';
import { identityInvitationRoutes } from './identity/invitations';
import { identityLinkRoutes } from './identity/links';
import { identityModuleSettingRoutes } from './identity/module-settings';
import { identityProfileRoutes } from './identity/profile';
import { identityRegistrationRoutes } from './identity/registration';
import { identitySessionRoutes } from './identity/session';
import { identityUserGroupRoutes } from './identity/user-groups';
import { identityUserRoutes } from './identity/users';
import { kindergartenAdministrationRoutes } from './kindergartens/administration';
import { kindergartenClassProgramRoutes } from './kindergartens/class-programs';
import { kindergartenDatabaseExportRoutes } from './kindergartens/database-exports';
import { kindergartenDaysOffRoutes } from './kindergartens/days-off';
import { kindergartenGroupRoutes } from './kindergartens/groups';
import { kindergartenRoutes } from './kindergartens/kindergartens';
import { kindergartenNeispuoRoutes } from './kindergartens/neispuo-sync';
import { kindergartenPartnerRoutes } from './kindergartens/partners';
import { kindergartenResourceRoutes } from './kindergartens/resources';
import { kindergartenSchoolYearRoutes } from './kindergartens/school-years';
import { kindergartenSubjectRoutes } from './kindergartens/subjects';
import { kitchenMealCalculationRoutes } from './kitchen/meal-calculations';
import { kitchenMenuEstimateRoutes } from './kitchen/menu-estimates';
import { kitchenMenuRoutes } from './kitchen/menus';
import { kitchenPortionBookRoutes } from './kitchen/portion-books';
import { kitchenRecipeBookRoutes } from './kitchen/recipe-books';
import { kitchenRecipeManagementRoutes } from './kitchen/recipe-management';
import { kitchenRecipeRoutes } from './kitchen/recipes';
import { lookupRoutes } from './lookups';
import { neispuoDiaryRoutes } from './neispuo/diary';
import { neispuoIntegrationRoutes } from './neispuo/integration';
import { paymentsCashRoutes } from './payments/cash';
import { paymentsFeeRoutes } from './payments/fees';
import { paymentsKindergartenFeeRoutes } from './payments/kindergarten-fees';
import { paymentsOnlineRoutes } from './payments/online';
import { paymentsOverpaymentRoutes } from './payments/overpayments';
import { paymentsProviderInvoiceRoutes } from './payments/provider-invoices';
import { paymentsReferenceRoutes } from './payments/references';
import { planningClassBookExportRoutes } from './planning/class-book-export';
import { planningClassProgramRoutes } from './planning/class-programs';
import { planningEducationalResultRoutes } from './planning/educational-results';
import { planningLessonRoutes } from './planning/lessons';
import { planningMissedTopicRoutes } from './planning/missed-topics';
import { planningPersonalWorkRoutes } from './planning/personal-work';
import { planningPublisherRoutes } from './planning/publishers';
import { planningThemeRoutes } from './planning/themes';
import { planningWeeklyScheduleRoutes } from './planning/weekly-schedule';
import { planningWeekRoutes, planningYearPlanRoutes } from './planning/year-plan';
import { activityReferenceRoutes } from './references/activities';
import { educationReferenceRoutes } from './references/education';
import { monReferenceRoutes } from './references/mon-references';
import { schoolReferenceRoutes } from './references/school';
import { staffAttendanceRoutes } from './staff/attendance';
import { staffMealRoutes } from './staff/meals';
import { staffRecordRoutes } from './staff/records';
import { staffSubstitutionRoutes } from './staff/substitutions';
import { storageHaccpRoutes } from './storage/haccp';
import { storageInventoryRoutes } from './storage/inventory-declarations';
import { storageKitchenReferenceRoutes } from './storage/kitchen-references';
import { storageManufacturerRoutes } from './storage/manufacturers';
import { storageProductManagementRoutes } from './storage/product-management';
import { storageProductRoutes } from './storage/products';
import { storageStaffNutritionRoutes } from './storage/staff-nutrition';
import { storageStockReceiptRoutes } from './storage/stock-receipts';
import { storageStockReferenceRoutes } from './storage/stock-references';
import { storageStockRequestRoutes } from './storage/stock-requests';
import { storageStockScrappingRoutes } from './storage/stock-scrappings';
import { storageStockRoutes } from './storage/stocks';
import { storageMonReferenceRoutes } from './storage/storage-availability';
import { storageSupplierRoutes } from './storage/suppliers';
import { storageSupplierRequestRoutes } from './storage/suppliers-requests';
import { storageTrialBalanceRoutes } from './storage/trial-balance';
import { storageWarehouseRoutes } from './storage/warehouses';

/**
 * The route files of every area. Each area keeps its routes in files of its own; adding a file here is
 * the only shared edit a new area needs.
 */
export const routeGroups = [
  identitySessionRoutes,
  identityProfileRoutes,
  identityLinkRoutes,
  identityRegistrationRoutes,
  identityUserRoutes,
  identityInvitationRoutes,
  identityAccountManagementRoutes,
  identityUserGroupRoutes,
  identityModuleSettingRoutes,
  identityAuditRoutes,
  kindergartenRoutes,
  kindergartenSchoolYearRoutes,
  kindergartenPartnerRoutes,
  kindergartenResourceRoutes,
  kindergartenDaysOffRoutes,
  kindergartenGroupRoutes,
  kindergartenSubjectRoutes,
  kindergartenClassProgramRoutes,
  kindergartenAdministrationRoutes,
  kindergartenDatabaseExportRoutes,
  filesRoutes,
  communicationAdministrationRoutes,
  communicationBoardRoutes,
  communicationDashboardRoutes,
  communicationEventRoutes,
  communicationMessageRoutes,
  communicationPollRoutes,
  communicationRecipientRoutes,
  frameRoutes,
  lookupRoutes,
  childrenRecordRoutes,
  childrenParentRoutes,
  childrenAnthropometricRoutes,
  childrenPortfolioRoutes,
  childrenCertificateRoutes,
  attendanceReferenceRoutes,
  childrenAchievementReportRoutes,
  planningMissedTopicRoutes,
  planningPublisherRoutes,
  planningYearPlanRoutes,
  planningWeekRoutes,
  planningLessonRoutes,
  planningClassProgramRoutes,
  planningEducationalResultRoutes,
  planningPersonalWorkRoutes,
  planningThemeRoutes,
  educationReferenceRoutes,
  attendanceGridRoutes,
  attendanceMonthLockRoutes,
  staffAttendanceRoutes,
  staffMealRoutes,
  storageStaffNutritionRoutes,
  storageProductRoutes,
  storageProductManagementRoutes,
  storageManufacturerRoutes,
  storageWarehouseRoutes,
  storageSupplierRoutes,
  storageSupplierRequestRoutes,
  storageStockReceiptRoutes,
  storageStockRequestRoutes,
  storageStockScrappingRoutes,
  storageInventoryRoutes,
  storageStockRoutes,
  storageTrialBalanceRoutes,
  storageStockReferenceRoutes,
  storageHaccpRoutes,
  storageMonReferenceRoutes,
  storageKitchenReferenceRoutes,
  kitchenMealCalculationRoutes,
  kitchenPortionBookRoutes,
  kitchenMenuEstimateRoutes,
  kitchenRecipeRoutes,
  kitchenRecipeBookRoutes,
  kitchenRecipeManagementRoutes,
  kitchenMenuRoutes,
  staffSubstitutionRoutes,
  staffRecordRoutes,
  monReferenceRoutes,
  activityReferenceRoutes,
  schoolReferenceRoutes,
  attendanceRequestRoutes,
  attendanceMedicalNoteRoutes,
  attendanceSummerRoutes,
  activityProviderRoutes,
  activityCatalogueRoutes,
  paymentsFeeRoutes,
  paymentsKindergartenFeeRoutes,
  paymentsOnlineRoutes,
  paymentsOverpaymentRoutes,
  paymentsCashRoutes,
  paymentsProviderInvoiceRoutes,
  paymentsReferenceRoutes,
  activityReportRoutes,
  activityEnrollmentRoutes,
  activityAttendanceRoutes,
  booksDirectorOrderRoutes,
  booksPedagogicalCouncilRoutes,
  booksCorrespondenceRoutes,
  booksControlActivityRoutes,
  booksExportRoutes,
  booksTemplateRoutes,
  booksPrefixRoutes,
  booksDocumentRoutes,
  booksInventoryRoutes,
  booksQualificationRoutes,
  planningWeeklyScheduleRoutes,
  planningClassBookExportRoutes,
  neispuoIntegrationRoutes,
  neispuoDiaryRoutes,
  kindergartenNeispuoRoutes,
] as const;
