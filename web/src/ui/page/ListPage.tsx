import type { Resource } from '@gradina/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePermissions } from '../../app/auth/permissions';
import { MessageAlert, type Msg } from '../result-message';
import { ListTestIdContext } from '../table/list-test-id';

/** The page's main action: a link to the new record's form, or a button. */
export interface MainAction {
  label: string;
  /** On a list page, `<the page's testId>-create` unless given. */
  testId?: string;
  /** Shown only to users who may create this resource. */
  resource?: Resource;
  to?: string;
  onClick?: () => void;
  /** Not yet (what it adds to is still loading). */
  disabled?: boolean;
}

/** A file the page prints or exports from its header; a refusal shows in the page's result line. */
export interface PageFile {
  label: string;
  run: () => Promise<unknown>;
  testId: string;
}

/** The header's file buttons (`light`, beside the main action). */
function FileButtons({ files, msg }: { files: readonly PageFile[]; msg?: Msg }) {
  return files.map((file) => (
    <Button
      key={file.testId}
      variant="light"
      onClick={() => file.run().catch((e) => msg?.fail(e))}
      data-testid={file.testId}
    >
      {file.label}
    </Button>
  ));
}

/**
 * A page's header: the `h1` (also the browser tab's title), a sentence under it where the page needs
 * explaining, and the main action on the right (secondary `light` buttons in `actions`); on a phone the
 * actions wrap under the title.
 */
export function PageHeader({
  title,
  intro,
  action,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  /** Left out (or false) when the user may not take it. */
  action?: MainAction | false;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} | Градина`);
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {(action || actions) && (
        <Group gap="sm">
          {actions}
          {action &&
            (action.resource ? (
              <PermittedAction action={action} resource={action.resource} />
            ) : (
              <ActionButton action={action} />
            ))}
        </Group>
      )}
    </Group>
  );
}

function ActionButton({ action }: { action: MainAction }) {
  return action.to ? (
    <Button component={Link} to={action.to} data-testid={action.testId}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} disabled={action.disabled} data-testid={action.testId}>
      {action.label}
    </Button>
  );
}

/** The main action of a resource: only for users who may create it. */
function PermittedAction({ action, resource }: { action: MainAction; resource: Resource }) {
  const { can } = usePermissions();
  return can(resource, 'create') ? <ActionButton action={action} /> : null;
}

/**
 * A list page: the header with the main action, the result line of the last action (a delete's outcome, in
 * the API's words on a refusal), the list (an `EntityTable` with its filters, paging, empty, loading and
 * failed states) and the delete's confirm modal. Test ids: `<testId>-page`, `<testId>-message`,
 * `<testId>-error`.
 *
 * ```tsx
 * const actions = useListActions<DayOff>('DaysOff', { create: { label: 'Добави почивен ден', to: '/days-off/create' },
 *   edit: (d) => `/days-off/${d.id}`, remove: (d) => callApi('kindergartens.deleteDayOff', …), …, testId: 'day-off' });
 * return (
 *   <ListPage title="Почивни дни" intro="…" {...actions.page} testId="days-off">
 *     <EntityTable<DayOff> query={list} columns={columns} {...actions.table} empty="Няма почивни дни." minWidth={640} />
 *   </ListPage>
 * );
 * ```
 */
export function ListPage({
  title,
  intro,
  action,
  actions,
  files,
  msg: pageMsg,
  remove,
  maw = 1100,
  testId,
  messageTestId = testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  action?: MainAction | false;
  actions?: ReactNode;
  /** Files it prints or exports (before `actions`); their refusal goes to `msg`. */
  files?: readonly PageFile[];
  /** The page's result line (`useMessage`). */
  msg?: Msg;
  /** The list's delete (`useListDelete`): its modal is rendered here, its result line unless `msg` is given. */
  remove?: { modal: ReactNode; msg?: Msg };
  maw?: number;
  testId: string;
  /** The result line's test ids are `<messageTestId>-message` and `-error` (default: `testId`'s). */
  messageTestId?: string;
  children: ReactNode;
}) {
  const msg = pageMsg ?? remove?.msg;
  return (
    <Stack gap="lg" maw={maw} data-testid={`${testId}-page`}>
      <PageHeader
        title={title}
        intro={intro}
        action={action && { testId: `${testId}-create`, ...action }}
        actions={
          (files || actions) && (
            <>
              {files && <FileButtons files={files} msg={msg} />}
              {actions}
            </>
          )
        }
      />
      {msg && (
        <MessageAlert msg={msg} testId={`${messageTestId}-message`} errorTestId={`${messageTestId}-error`} />
      )}
      <ListTestIdContext.Provider value={testId}>{children}</ListTestIdContext.Provider>
      {remove?.modal}
    </Stack>
  );
}

/**
 * A row's actions: "Преглед" (a link to the record's page), "Редактирай" (a link to the record's form) and
 * "Изтрий" (the list's delete, asked in its modal), each only where given. Test ids `<testId>-open`,
 * `<testId>-edit` and `<testId>-delete`.
 */
export function RowActions<T>({
  item,
  open,
  openLabel = 'Преглед',
  edit,
  remove,
  testId,
  children,
}: {
  item: T;
  /** The record's page, for a record seen rather than edited. */
  open?: string;
  /** The open button's text where the record is more than seen there ("Отвори" a portfolio to edit or print it). */
  openLabel?: string;
  /** The record's form; left out (or false) when the user may not edit. */
  edit?: string | false;
  /** The list's delete; left out (or false) when the user may not delete. */
  remove?: { button: (item: T, testId: string) => ReactNode } | false;
  testId: string;
  /** More buttons of the row, before the delete. */
  children?: ReactNode;
}) {
  return (
    <>
      {open && (
        <Button size="xs" variant="light" component={Link} to={open} data-testid={`${testId}-open`}>
          {openLabel}
        </Button>
      )}
      {edit && (
        <Button size="xs" variant="light" component={Link} to={edit} data-testid={`${testId}-edit`}>
          Редактирай
        </Button>
      )}
      {children}
      {remove ? remove.button(item, `${testId}-delete`) : null}
    </>
  );
}

/**
 * A list's row actions by the user's rights on the resource: "Редактирай" for who may update it, "Изтрий"
 * (the list's delete) for who may delete it, "Преглед" for everyone; nothing (and no "Действия" column)
 * for who may take none.
 *
 * ```tsx
 * const rowActions = useRowActions<DayOff>('DaysOff', { edit: (d) => `/days-off/${d.id}`, remove, testId: 'day-off' });
 * <EntityTable … rowActions={rowActions} />
 * ```
 */
export function useRowActions<T>(
  resource: Resource,
  actions: {
    open?: (row: T) => string;
    openLabel?: string;
    edit?: (row: T) => string | false;
    /** The list's delete; false when the list deletes nothing. */
    remove?: { button: (item: T, testId: string) => ReactNode } | false;
    /** The row's own buttons, before the delete (a measurement's "Графика"). */
    buttons?: (row: T) => ReactNode;
    testId: string;
  },
): ((row: T) => ReactNode) | undefined {
  const { can } = usePermissions();
  const edit = can(resource, 'update') ? actions.edit : undefined;
  const remove = can(resource, 'delete') && actions.remove;
  if (!edit && !remove && !actions.open && !actions.buttons) return undefined;
  return (row) => (
    <RowActions
      item={row}
      open={actions.open?.(row)}
      openLabel={actions.openLabel}
      edit={edit?.(row)}
      remove={remove}
      testId={actions.testId}
    >
      {actions.buttons?.(row)}
    </RowActions>
  );
}
