export { ExportButton } from './ExportButton';
export { FormFrame, FormPage } from './FormPage';
export { ListPage, type MainAction, PageHeader, RowActions, useRowActions } from './ListPage';
export { type FormPageOptions, type FormPageState, useFormPage } from './useFormPage';
