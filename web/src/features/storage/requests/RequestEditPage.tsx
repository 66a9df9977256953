import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { Alert, SimpleGrid } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { FormPage, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert } from '../../../ui/result-message';
import { DraftButtons, PostedButtons } from '../stock-lines/DocumentButtons';
import { DocumentView } from '../stock-lines/DocumentView';
import { LinesField } from '../stock-lines/LinesField';
import { invalidateStock } from '../stock-lines/queries';
import { useDocumentActions } from '../stock-lines/useDocumentActions';
import { newRequest, requestFormSpec, requestValues } from './request-form';

const back = '/storage/requests';

function RequestForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const stored = useRouteQuery('storage.request', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const warehouses = useRouteQuery('storage.warehouses', { query: { kindergartenId } });
  const actions = useDocumentActions(
    `Искане № ${stored.data?.number ?? ''}`,
    {
      complete: () => callApi('storage.completeRequest', { path: { id: id ?? '' } }),
      free: () => callApi('storage.freeRequest', { path: { id: id ?? '' } }),
      annul: () => callApi('storage.deleteRequest', { path: { id: id ?? '' } }),
    },
    'request',
  );
  const page = useFormPage('storage.createRequest', {
    spec: { ...requestFormSpec(kindergartenId), defaultValues: newRequest(sofiaDay(new Date()) ?? '') },
    record: id ? { query: stored, toValues: requestValues } : undefined,
    refresh: invalidateStock,
    back,
    onSaved: (reply) => navigate(`${back}/${String(reply.entityId)}`),
  });
  if (id && stored.isPending) return <Loading />;
  if (id && stored.isError) return <QueryError error={stored.error} onRetry={() => stored.refetch()} />;
  const r = stored.data;
  if (r && r.status !== StockDocumentStatus.Created)
    return (
      <DocumentView
        title={`Искане за отпуск № ${r.number} от ${formatDateDigits(r.date)} г.`}
        status={r.status}
        facts={[
          ['Склад', r.warehouseName],
          ['Предназначение', r.purpose || '—'],
          ['Въвел', r.createdBy],
        ]}
        lines={r.lines}
        msg={actions.msg}
        testId="request-view"
        actions={
          <PostedButtons
            status={r.status}
            actions={actions}
            print={() => callApi('storage.requestPrint', { path: { id: r.id } })}
            canFree={can('StockRequests', 'update')}
            testId="request"
          />
        }
      />
    );
  const warehouseOptions = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  return (
    <>
      <MessageAlert msg={actions.msg} testId="request-message" errorTestId="request-error" />
      <FormPage
        page={page}
        title={r ? `Искане за отпуск № ${r.number}` : 'Ново искане за отпуск'}
        intro="Черновата не променя наличността; „Приключи“ изписва стоката по средна цена."
        maw={1000}
        testId="request"
        extraActions={
          r && (
            <DraftButtons
              id={r.id}
              actions={actions}
              canComplete={can('StockRequests', 'update')}
              canAnnul={can('StockRequests', 'delete')}
              testId="request"
            />
          )
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Date form={page} name="date" testId="request-date" />
          <Field.Select form={page} name="warehouseId" data={warehouseOptions} testId="request-warehouse" />
          <Field.Text form={page} name="purpose" testId="request-purpose" />
        </SimpleGrid>
        <LinesField form={page} kindergartenId={kindergartenId} testId="request-line" />
        <Field.Textarea form={page} name="note" minRows={2} testId="request-note" />
      </FormPage>
      {actions.annul.modal}
    </>
  );
}

/** /storage/requests/create and /{id}: a request to the kitchen, edited as a draft, then completed. */
export function RequestEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Складът се води в детска градина.</Alert>;
  return <RequestForm key={id} kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
}
