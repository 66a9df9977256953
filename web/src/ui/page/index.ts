export { ExportButton } from './ExportButton';
export { FormFrame, FormPage } from './FormPage';
export { type IndexLink, IndexPage } from './IndexPage';
export { ListPage, type MainAction, type PageFile, PageHeader, RowActions, useRowActions } from './ListPage';
export { type ReferenceFile, ReferenceHeader } from './ReferenceHeader';
export { type FormPageOptions, type FormPageState, useFormPage } from './useFormPage';
export { type ListActionsOptions, useListActions } from './useListActions';
