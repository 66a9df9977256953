import { SimpleGrid } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { useFormPage } from '../../../ui/page';
import { LinesField } from '../stock-lines/LinesField';
import { StockDocumentPage, stockDocumentRoute, useDraftSave } from '../stock-lines/StockDocumentPage';
import { useDocumentActions } from '../stock-lines/useDocumentActions';
import { newRequest, requestFormSpec, requestValues } from './request-form';

const back = '/storage/requests';

function RequestForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const save = useDraftSave(back);
  const stored = useRouteQuery('storage.request', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
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
    ...save,
  });
  return (
    <StockDocumentPage
      page={page}
      actions={actions}
      resource="StockRequests"
      name="Искане за отпуск"
      newTitle="Ново искане за отпуск"
      facts={(r) => [
        ['Склад', r.warehouseName],
        ['Предназначение', r.purpose || '—'],
        ['Въвел', r.createdBy],
      ]}
      print={(requestId) => callApi('storage.requestPrint', { path: { id: requestId } })}
      intro="Черновата не променя наличността; „Приключи“ изписва стоката по средна цена."
      testId="request"
    >
      {(warehouses) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Date form={page} name="date" testId="request-date" />
            <Field.Select form={page} name="warehouseId" data={warehouses} testId="request-warehouse" />
            <Field.Text form={page} name="purpose" testId="request-purpose" />
          </SimpleGrid>
          <LinesField form={page} kindergartenId={kindergartenId} testId="request-line" />
          <Field.Textarea form={page} name="note" minRows={2} testId="request-note" />
        </>
      )}
    </StockDocumentPage>
  );
}

/** /storage/requests/create and /{id}: a request to the kitchen, edited as a draft, then completed. */
export const RequestEditPage = stockDocumentRoute(RequestForm);
