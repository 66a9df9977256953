import { HaccpJournal, haccpJournalLabels } from '@gradina/shared/manifest/routes/storage/haccp';
import { Alert, SimpleGrid } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { haccpFormSpec, haccpValues, newHaccpEntry } from './haccp-form';
import { invalidateHaccp } from './queries';

const back = '/storage/references/HACCP';

function HaccpForm({
  kindergartenId,
  id,
  journal,
}: {
  kindergartenId: string;
  id?: string;
  journal: string;
}) {
  const stored = useRouteQuery('storage.haccpEntry', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const page = useFormPage('storage.saveHaccpEntry', {
    spec: {
      ...haccpFormSpec(kindergartenId),
      defaultValues: newHaccpEntry(journal, sofiaDay(new Date()) ?? ''),
    },
    record: id ? { query: stored, toValues: haccpValues } : undefined,
    refresh: invalidateHaccp,
    back: `${back}?journal=${journal}`,
  });
  const shown = page.form.watch('journal');
  const journals = Object.entries(haccpJournalLabels).map(([value, label]) => ({ value, label }));
  return (
    <FormPage page={page} title={id ? 'Запис в HACCP дневник' : 'Нов запис в HACCP дневник'} testId="haccp">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={page}
          name="journal"
          data={journals}
          disabled={Boolean(id)}
          testId="haccp-journal"
        />
        <Field.Date form={page} name="date" testId="haccp-date" />
        <Field.Text form={page} name="person" testId="haccp-person" />
        {shown === String(HaccpJournal.IncomingGoods) && (
          <>
            <Field.Text form={page} name="supplierName" testId="haccp-supplier" />
            <Field.Text form={page} name="productName" testId="haccp-product" />
            <Field.Text form={page} name="batch" testId="haccp-batch" />
          </>
        )}
        {shown !== String(HaccpJournal.IncomingGoods) && (
          <Field.Text form={page} name="place" testId="haccp-place" />
        )}
        {shown !== String(HaccpJournal.Cleaning) && (
          <Field.Number form={page} name="temperature" decimals={1} testId="haccp-temperature" />
        )}
        {shown === String(HaccpJournal.Cleaning) && (
          <Field.Text form={page} name="agent" testId="haccp-agent" />
        )}
      </SimpleGrid>
      {shown === String(HaccpJournal.IncomingGoods) && (
        <Field.Checkbox form={page} name="accepted" testId="haccp-accepted" />
      )}
      <Field.Textarea form={page} name="note" minRows={2} testId="haccp-note" />
    </FormPage>
  );
}

/** /storage/references/HACCP/create and /{id}: an entry of a HACCP journal. */
export function HaccpEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Дневниците се водят в детска градина.</Alert>;
  return (
    <HaccpForm
      kindergartenId={kindergartenId}
      id={id && id !== 'create' ? id : undefined}
      journal={search.get('journal') ?? String(HaccpJournal.IncomingGoods)}
    />
  );
}
