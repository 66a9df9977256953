import { Role } from '@gradina/shared';
import { branch, entry, kindergartenStaff, type MenuSectionDef, oversight, sharing } from './menu-items';

const { Parent, Master } = Role;
/** The kindergarten's own operations: neither parents nor the users who work across kindergartens. */
const staffOnly = { hiddenFor: [Parent, Master, ...oversight] };
const notParent = { hiddenFor: [Parent] };

/** The kindergarten's operations: schedules, attendance, children, food, documents and its administration. */
export const kindergartenSection: MenuSectionDef = {
  id: 'kindergarten',
  title: 'Детска градина',
  items: [
    entry('Седмично разписание', '/schedule', 'WeeklySchedules', { hiddenFor: [Master] }),
    entry('Седмично меню', '/menu', 'Menus', { hiddenFor: [Master, ...oversight] }),
    branch('Присъствия', '/attendances', { hiddenFor: [Master, ...oversight] }, [
      // Staff mark there; a parent reads their child's month, and the entry says so (issue #26).
      entry('Отбелязване', '/attendances/management', 'StudentAttendances', {
        labelFor: { [Parent]: 'Присъствия на детето' },
      }),
      entry('Заявления', '/attendances/applications', 'AttendanceRequests'),
      entry('Медицински бележки', '/attendances/medical-notices', 'MedicalNotes'),
      entry('Справки', '/attendances/references', 'AttendanceReferences', notParent),
    ]),
    branch('Тематично разпределение', '/education-plan-topic', staffOnly, [
      entry('Годишен план', '/education-plan-topic/publishers/-/-/-', 'EducationPlanTopics', {
        page: '/education-plan-topic/publishers/{publisherId?}/{classId?}/{classSubjectId}',
      }),
      entry('Собствени теми', '/education-plan-topic/custom-themes', 'EducationPlanTopics'),
      entry('Общи теми', '/education-plan-topic/general-themes', 'EducationPlanTopics', {
        page: '/education-plan-topic/general-themes/{id?}',
      }),
    ]),
    // The spec keeps the lessons held under its /references pages; the teachers reach them from here.
    entry('Проведени ситуации', '/references/lecture-lessons', 'Lessons', staffOnly),
    // The kindergarten's school-style references and the index of every section's (issue #32).
    entry('Справки', '/references', 'References', staffOnly),
    branch('Деца', '/kids', { hiddenFor: [Master, ...oversight] }, [
      entry('Списък на децата', '/kids/records', 'Students', notParent),
      entry('Антропометрия', '/kids/measurements', 'StudentAnthropometrics'),
      entry('Портфолио', '/kids/portfolio', 'StudentPortfolios'),
      entry('Удостоверения', '/kids/export-certificate', 'PreschoolCertificates', notParent),
    ]),
    branch('Образователни резултати', '/educational-results', { hiddenFor: [Master, ...oversight] }, [
      entry('Резултати', '/educational-results/records', 'EducationalResults'),
      entry('Справки', '/educational-results/references', 'EducationalResults', notParent),
      entry('Шаблони', '/educational-results/templates', 'EducationalResults', {
        action: 'create',
        ...notParent,
      }),
    ]),
    branch('Допълнителни дейности', '/activities', { hiddenFor: [Master, ...oversight] }, [
      // The parent pages (spec section 6: parents get the parent activity pages).
      ...sharing({ only: [Parent] }, [
        entry('Посещения', '/activities/parents/attendances', 'Activities'),
        entry('Такси за дейности', '/activities/parents/fees', 'ActivityFees'),
        entry('Доставчици', '/activities/parents/providers', 'Activities'),
      ]),
      // The kindergarten's pages.
      ...sharing({ only: kindergartenStaff }, [
        entry('Дейности', '/activities/management', 'Activities'),
        entry('Групи', '/activities/groups', 'Activities'),
        // Parents file enrolment and removal requests there too (their own children's).
        entry('Записвания', '/activities/applications', 'ActivityEnrollments', {
          only: [...kindergartenStaff, Parent],
        }),
        entry('Присъствия', '/activities/attendances', 'ActivityAttendances'),
        entry('Такси', '/activities/fees', 'ActivityFees'),
        entry('Счетоводство', '/activities/accounting', 'Invoices'),
        // Money ePay took for fees paid another way, to refund (issue #25): a view of the accounting page.
        entry('Надплатени суми', '/activities/accounting?view=overpayments', 'Payments', {
          page: '/activities/accounting',
          action: 'update',
        }),
        entry('Известия', '/activities/notifications', 'Activities', { action: 'update' }),
        entry('Настройки', '/activities/preferences', 'Activities', { action: 'update' }),
        entry('Справки', '/activities/references', 'ActivityFees'),
      ]),
    ]),
    // The kindergarten's own fees (issue #33): `Fees` is in the access list only while the module is on.
    branch('Такси за детската градина', '/fees_depricated', staffOnly, [
      entry('Месечни такси', '/fees_depricated/management', 'Fees'),
      entry('Извлечения до родителите', '/fees_depricated/parents-emails', 'Fees', { action: 'update' }),
      entry('Справки', '/fees_depricated/references', 'Fees', { action: 'update' }),
    ]),
    entry('Почивни дни', '/days-off', 'DaysOff', staffOnly),
    // The parent's fees of every child and activity, with the online payment (issue #25: the spec's address).
    entry('Такси', '/parents-fees', 'ActivityFees', { only: [Parent] }),
    entry('Такси за детската градина', '/parents-fees_depricated', 'Fees', { only: [Parent] }),
    entry('Добавяне на дете', '/parent-child-application', 'ParentRegistration', {
      action: 'create',
      only: [Parent],
    }),
    entry('Групи', '/groups/management', 'Classes', staffOnly),
    branch('Персонал', '/staff', staffOnly, [
      entry('Педагогически персонал', '/staff/pedagogical', 'Teachers'),
      entry('Присъствия', '/staff/attendances', 'TeacherAttendances'),
      entry('Хранене', '/staff/meals', 'TeacherMeals'),
      entry('Замествания', '/staff/members-substitution', 'TeacherSubstitutions'),
      // The first staff reference; its page links the others (there is no /staff/references page: issue #26).
      entry('Справки', '/staff/references/attendances', 'TeacherAttendances'),
    ]),
    entry('Родители', '/parents/management', 'Parents', staffOnly),
    branch('Кухня', '/kitchen', staffOnly, [
      entry('Менюта', '/kitchen/menu', 'Menus', { action: 'create' }),
      entry('Рецепти', '/kitchen/recipes', 'Recipes'),
    ]),
    branch('Склад', '/storage', staffOnly, [
      entry('Продукти', '/storage/products', 'Products'),
      entry('Складове', '/storage/warehouses', 'Warehouses'),
      entry('Стокови разписки', '/storage/stock', 'Stocks'),
      entry('Налични количества', '/storage/stock-availability', 'Stocks'),
      entry('Заявки', '/storage/requests', 'StockRequests'),
      entry('Поръчки към доставчици', '/storage/suppliers-requests', 'StockOrders'),
      entry('Доставчици', '/storage/suppliers', 'Suppliers'),
      entry('Производители', '/storage/manufacturers', 'Products'),
      entry('Бракуване', '/storage/scrappings', 'StockScrappings'),
      // A teacher reads the days their groups eat (issue #35): `MealCalculations`, not the store's references.
      entry('Калкулации', '/storage/calculations', 'MealCalculations'),
      entry('Справки', '/storage/references', 'StockReferences'),
    ]),
    branch('Администрация', '/administration', staffOnly, [
      entry('Книги', '/administration/books', 'AdministrationBooks', { orResource: 'PedagogicalCouncil' }),
      entry('Документи', '/administration/documents', 'AdministrationDocuments'),
      entry('Инвентар', '/administration/inventory', 'Inventory'),
      entry(
        'Квалификационни дейности',
        '/administration/qualification-activities',
        'QualificationActivities',
      ),
      entry('Седмично разписание', '/administration/weekly-schedule', 'WeeklySchedules', {
        action: 'update',
      }),
      entry('Експорт на дневник', '/administration/export-classbook', 'ClassBooks'),
    ]),
  ],
};
