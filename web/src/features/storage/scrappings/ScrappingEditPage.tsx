import { type ScrappingType, scrappingTypeLabels } from '@gradina/shared/storage/ledger';
import { SimpleGrid } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { useFormPage } from '../../../ui/page';
import { LinesField } from '../stock-lines/LinesField';
import { StockDocumentPage, stockDocumentRoute, useDraftSave } from '../stock-lines/StockDocumentPage';
import { useDocumentActions } from '../stock-lines/useDocumentActions';
import { newScrapping, scrappingFormSpec, scrappingValues } from './scrapping-form';

const back = '/storage/scrappings';
const typeOptions = Object.entries(scrappingTypeLabels).map(([value, label]) => ({ value, label }));

function ScrappingForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const save = useDraftSave(back);
  const stored = useRouteQuery('storage.scrapping', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const actions = useDocumentActions(
    `Протокол № ${stored.data?.number ?? ''}`,
    {
      complete: () => callApi('storage.completeScrapping', { path: { id: id ?? '' } }),
      free: () => callApi('storage.freeScrapping', { path: { id: id ?? '' } }),
      annul: () => callApi('storage.deleteScrapping', { query: { id: id ?? '' } }),
    },
    'scrapping',
  );
  const page = useFormPage('storage.saveScrapping', {
    spec: { ...scrappingFormSpec(kindergartenId), defaultValues: newScrapping(sofiaDay(new Date()) ?? '') },
    record: id ? { query: stored, toValues: scrappingValues } : undefined,
    ...save,
  });
  return (
    <StockDocumentPage
      page={page}
      actions={actions}
      resource="StockScrappings"
      name="Протокол за бракуване"
      newTitle="Нов протокол за бракуване"
      facts={(s) => [
        ['Склад', s.warehouseName],
        ['Вид', scrappingTypeLabels[s.type as ScrappingType] ?? ''],
        ['Причина', s.reason],
        ['Комисия', s.commission.join(', ')],
        ['Въвел', s.createdBy],
      ]}
      print={(scrappingId) => callApi('storage.scrappingPrint', { path: { id: scrappingId } })}
      intro="Черновата не променя наличността; „Приключи“ отписва бракуваната стока по средна цена."
      testId="scrapping"
    >
      {(warehouses) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Date form={page} name="date" testId="scrapping-date" />
            <Field.Select form={page} name="warehouseId" data={warehouses} testId="scrapping-warehouse" />
            <Field.Select form={page} name="type" data={typeOptions} testId="scrapping-type" />
          </SimpleGrid>
          <Field.Text form={page} name="reason" testId="scrapping-reason" />
          <Field.Textarea form={page} name="commission" minRows={2} testId="scrapping-commission" />
          <LinesField form={page} kindergartenId={kindergartenId} testId="scrapping-line" />
          <Field.Textarea form={page} name="note" minRows={2} testId="scrapping-note" />
        </>
      )}
    </StockDocumentPage>
  );
}

/** /storage/scrappings/create and /{id}: a scrapping protocol, edited as a draft, then completed. */
export const ScrappingEditPage = stockDocumentRoute(ScrappingForm);
