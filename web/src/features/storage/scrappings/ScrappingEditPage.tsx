import { type ScrappingType, StockDocumentStatus, scrappingTypeLabels } from '@gradina/shared/storage/ledger';
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
import { newScrapping, scrappingFormSpec, scrappingValues } from './scrapping-form';

const back = '/storage/scrappings';

function ScrappingForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const stored = useRouteQuery('storage.scrapping', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const warehouses = useRouteQuery('storage.warehouses', { query: { kindergartenId } });
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
        title={`Протокол за бракуване № ${r.number} от ${formatDateDigits(r.date)} г.`}
        status={r.status}
        facts={[
          ['Склад', r.warehouseName],
          ['Вид', scrappingTypeLabels[r.type as ScrappingType] ?? ''],
          ['Причина', r.reason],
          ['Комисия', r.commission.join(', ')],
          ['Въвел', r.createdBy],
        ]}
        lines={r.lines}
        msg={actions.msg}
        testId="scrapping-view"
        actions={
          <PostedButtons
            status={r.status}
            actions={actions}
            print={() => callApi('storage.scrappingPrint', { path: { id: r.id } })}
            canFree={can('StockScrappings', 'update')}
            testId="scrapping"
          />
        }
      />
    );
  const typeOptions = Object.entries(scrappingTypeLabels).map(([value, label]) => ({ value, label }));
  const warehouseOptions = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  return (
    <>
      <MessageAlert msg={actions.msg} testId="scrapping-message" errorTestId="scrapping-error" />
      <FormPage
        page={page}
        title={r ? `Протокол за бракуване № ${r.number}` : 'Нов протокол за бракуване'}
        intro="Черновата не променя наличността; „Приключи“ отписва бракуваната стока по средна цена."
        maw={1000}
        testId="scrapping"
        extraActions={
          r && (
            <DraftButtons
              id={r.id}
              actions={actions}
              canComplete={can('StockScrappings', 'update')}
              canAnnul={can('StockScrappings', 'delete')}
              testId="scrapping"
            />
          )
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Date form={page} name="date" testId="scrapping-date" />
          <Field.Select form={page} name="warehouseId" data={warehouseOptions} testId="scrapping-warehouse" />
          <Field.Select form={page} name="type" data={typeOptions} testId="scrapping-type" />
        </SimpleGrid>
        <Field.Text form={page} name="reason" testId="scrapping-reason" />
        <Field.Textarea form={page} name="commission" minRows={2} testId="scrapping-commission" />
        <LinesField form={page} kindergartenId={kindergartenId} testId="scrapping-line" />
        <Field.Textarea form={page} name="note" minRows={2} testId="scrapping-note" />
      </FormPage>
      {actions.annul.modal}
    </>
  );
}

/** /storage/scrappings/create and /{id}: a scrapping protocol, edited as a draft, then completed. */
export function ScrappingEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Складът се води в детска градина.</Alert>;
  return (
    <ScrappingForm key={id} kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />
  );
}
