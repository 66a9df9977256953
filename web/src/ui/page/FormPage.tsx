import { Button, Group, type MantineColor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ApiRouteId } from '../../api/routes';
import { Loading } from '../Loading';
import { QueryError } from '../QueryError';
import { FailureAlert } from '../result-message';
import type { FormPageState } from './useFormPage';

/**
 * The form kit's frame: the `<form noValidate>` (the schema checks, not the browser), the fields, the
 * failure that belongs to no field, "Запази" and "Откажи", and the stale-version question. Test ids:
 * `<testId>-form`, `<testId>-form-error`, `<testId>-save`, `<testId>-cancel`.
 *
 * ```tsx
 * <FormFrame page={page} testId="subject">          // inside a modal or a card
 *   <Field.Text form={page} name="name" testId="subject-name" />
 * </FormFrame>
 * ```
 */
export function FormFrame<V extends FieldValues, Id extends ApiRouteId, R>({
  page,
  testId,
  saveLabel = 'Запази',
  saveColor,
  cancelLabel = 'Откажи',
  saveTestId = `${testId}-save`,
  errorTestId = `${testId}-form-error`,
  onCancel,
  extraActions,
  readOnly = false,
  children,
}: {
  page: FormPageState<V, Id, R>;
  testId: string;
  /** The user may only look: no "Запази", and "Назад" instead of "Откажи". */
  readOnly?: boolean;
  saveLabel?: string;
  /** The save's colour where it undoes something (red for „Отпиши“); the theme's otherwise. */
  saveColor?: MantineColor;
  /** The way back's text where it is not a cancel („Към списъка“ of a form that stays after its save). */
  cancelLabel?: string;
  /** The save button's test id where a journey already names it otherwise (default `<testId>-save`). */
  saveTestId?: string;
  /** The form-level failure's test id (default `<testId>-form-error`). */
  errorTestId?: string;
  /** "Откажи" closes a modal instead of going back to the list; false: no "Откажи" (a form that adds in place). */
  onCancel?: (() => void) | false;
  /** Buttons after "Откажи" (a secondary action of the form). */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const tone = saveColor ? { color: saveColor, variant: 'light' } : {};
  return (
    <form noValidate data-testid={`${testId}-form`} onSubmit={page.submit}>
      <Stack gap="md">
        {children}
        <FailureAlert text={page.formError} testId={errorTestId} />
        <Group>
          {!readOnly && (
            <Button type="submit" loading={page.saving} data-testid={saveTestId} {...tone}>
              {saveLabel}
            </Button>
          )}
          {onCancel !== false && (
            <Button
              variant="default"
              onClick={onCancel ?? (() => navigate(page.back))}
              data-testid={`${testId}-cancel`}
            >
              {readOnly ? 'Назад' : cancelLabel}
            </Button>
          )}
          {extraActions}
        </Group>
      </Stack>
      {page.staleModal}
    </form>
  );
}

/**
 * An edit page: the title (also the browser tab's), a sentence under it where the form needs explaining,
 * the record's loading and failure, and the form in a card. Test ids: `<testId>-edit-page` (the root),
 * `<testId>-heading` (the h1), and the frame's.
 *
 * ```tsx
 * const page = useFormPage('kindergartens.saveDayOff', { spec, record, refresh: invalidateDaysOff, back: '/days-off' });
 * return (
 *   <FormPage page={page} title={editing ? 'Редакция на почивен ден' : 'Нов почивен ден'} testId="day-off">
 *     <Field.Text form={page} name="name" testId="day-off-name" />
 *   </FormPage>
 * );
 * ```
 */
export function FormPage<V extends FieldValues, Id extends ApiRouteId, R>({
  title,
  intro,
  maw = 860,
  actions,
  notice,
  aside,
  pageTestId,
  ...frame
}: Parameters<typeof FormFrame<V, Id, R>>[0] & {
  title: string;
  intro?: ReactNode;
  maw?: number;
  /** The header's secondary actions on the right (a link back to the list). */
  actions?: ReactNode;
  /** Shown above the form's card (the outcome of the last save when the page stays). */
  notice?: ReactNode;
  /** Shown under the form's card (the record's history, a related list). */
  aside?: ReactNode;
  /** The root's test id where a journey already names it otherwise (default `<testId>-edit-page`). */
  pageTestId?: string;
}) {
  useDocumentTitle(`${title} | Градина`);
  // A record query that is switched off (a new record) is no record to wait for.
  const shown = frame.page.record;
  const record = shown?.isPending && shown.fetchStatus === 'idle' ? undefined : shown;
  const heading = (
    <Stack gap={4}>
      <Title order={1} data-testid={`${frame.testId}-heading`}>
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
  return (
    <Stack gap="lg" maw={maw} data-testid={pageTestId ?? `${frame.testId}-edit-page`}>
      {actions ? (
        <Group justify="space-between" align="flex-end">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {notice}
      {record?.isPending && <Loading />}
      {record?.isError && <QueryError error={record.error} onRetry={() => record.refetch()} />}
      {(!record || record.isSuccess) && (
        <Paper withBorder p="lg" radius="md">
          <FormFrame {...frame} />
        </Paper>
      )}
      {aside}
    </Stack>
  );
}
