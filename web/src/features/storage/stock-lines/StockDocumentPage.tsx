import type { Resource } from '@gradina/shared';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { Alert } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiRouteId } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { FormPage, type FormPageState } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert } from '../../../ui/result-message';
import { DraftButtons, PostedButtons } from './DocumentButtons';
import { DocumentView } from './DocumentView';
import { invalidateStock } from './queries';
import type { useDocumentActions } from './useDocumentActions';

/** What a stored request or scrapping protocol answers that the frame shows. */
interface StockDocument {
  id: string;
  number: number;
  date: string;
  status: number;
  warehouseName: string;
  createdBy: string;
  lines: Parameters<typeof DocumentView>[0]['lines'];
}

/** One option of the warehouse select: the kindergarten's active warehouses. */
export type WarehouseOption = { value: string; label: string };

/**
 * The frame of a document that takes stock out (a request to the kitchen, a scrapping protocol): the stored
 * one's loading and failure; once completed or annulled, the document as it reads back with print and free;
 * as a draft (or a new one), the form with its fields, complete and annul. Test ids: `<testId>-view-page`
 * for the read-back, the form page's `<testId>-…`, `<testId>-message` for the actions' result line.
 */
export function StockDocumentPage<D extends StockDocument, V extends FieldValues, Id extends ApiRouteId>({
  page,
  actions,
  resource,
  name,
  newTitle,
  facts,
  print,
  intro,
  testId,
  children,
}: {
  /** The draft's form; its record is the stored document (none for a new one). */
  page: FormPageState<V, Id, D>;
  actions: ReturnType<typeof useDocumentActions>;
  resource: Resource;
  /** The document's kind in its titles: „Искане за отпуск“, „Протокол за бракуване“. */
  name: string;
  /** The form's title before the first save („Ново искане за отпуск“). */
  newTitle: string;
  facts: (document: D) => [string, ReactNode][];
  print: (id: string) => Promise<unknown>;
  intro: string;
  testId: string;
  /** The draft's fields, given the warehouses to choose from. */
  children: (warehouses: WarehouseOption[]) => ReactNode;
}) {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const warehouses = useRouteQuery('storage.warehouses', { query: { kindergartenId } });
  const stored = page.record;
  if (stored?.isPending) return <Loading />;
  if (stored?.isError) return <QueryError error={stored.error} onRetry={() => stored.refetch()} />;
  const d = stored?.data;
  if (d && d.status !== StockDocumentStatus.Created)
    return (
      <DocumentView
        title={`${name} № ${d.number} от ${formatDateDigits(d.date)} г.`}
        status={d.status}
        facts={facts(d)}
        lines={d.lines}
        msg={actions.msg}
        testId={`${testId}-view`}
        actions={
          <PostedButtons
            status={d.status}
            actions={actions}
            print={() => print(d.id)}
            canFree={can(resource, 'update')}
            testId={testId}
          />
        }
      />
    );
  const warehouseOptions = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  return (
    <>
      <MessageAlert msg={actions.msg} testId={`${testId}-message`} errorTestId={`${testId}-error`} />
      <FormPage
        page={page}
        title={d ? `${name} № ${d.number}` : newTitle}
        intro={intro}
        maw={1000}
        testId={testId}
        extraActions={
          d && (
            <DraftButtons
              id={d.id}
              actions={actions}
              canComplete={can(resource, 'update')}
              canAnnul={can(resource, 'delete')}
              testId={testId}
            />
          )
        }
      >
        {children(warehouseOptions)}
      </FormPage>
      {actions.annul.modal}
    </>
  );
}

/** A draft's save: the stock's lists read again, then the saved document's own page. */
export function useDraftSave(back: string) {
  const navigate = useNavigate();
  return {
    refresh: invalidateStock,
    back,
    onSaved: (reply: { entityId?: unknown }) => navigate(`${back}/${String(reply.entityId)}`),
  };
}

/**
 * The route's page of a stock document form: in a kindergarten only, and a new form for each document (the
 * `create` path is a new one).
 */
export function stockDocumentRoute(
  Form: ComponentType<{ kindergartenId: string; id?: string }>,
): ComponentType {
  return function StockDocumentRoute() {
    const { id } = useParams();
    const kindergartenId = useKindergartenId();
    if (!kindergartenId) return <Alert color="yellow">Складът се води в детска градина.</Alert>;
    return <Form key={id} kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
  };
}
