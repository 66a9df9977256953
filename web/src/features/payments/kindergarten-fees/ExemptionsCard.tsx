import { exemptionKindLabels } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { Field } from '../../../ui/fields';
import { formatDate, sofiaDay } from '../../../ui/format/dates';
import { parseInteger } from '../../../ui/forms/numbers';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { type Msg, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateExemptions } from './queries';

type Exemption = ApiReply<'payments.kindergartenFeeExemptions'>[number];

const kindOptions = Object.entries(exemptionKindLabels).map(([value, label]) => ({ value, label }));

interface Values {
  id: string;
  version: number;
  childId: string;
  kind: string;
  percent: string;
  document: string;
  fromDate: string;
  toDate: string;
}

const valuesOf = (e: Exemption): Values => ({
  id: e.id,
  version: e.version,
  childId: e.childId,
  kind: String(e.kind),
  percent: String(e.percent),
  document: e.document ?? '',
  fromDate: e.fromDate,
  toDate: e.toDate ?? '',
});

const columns: EntityColumn<Exemption>[] = [
  { id: 'child', header: 'Дете', cell: (e) => e.childName, sortText: (e) => e.childName, td: { fw: 600 } },
  { id: 'kind', header: 'Вид', cell: (e) => exemptionKindLabels[e.kind as 1 | 2 | 3] ?? '' },
  { id: 'percent', header: 'Отстъпка', cell: (e) => `${e.percent}%` },
  { id: 'document', header: 'Документ', cell: (e) => e.document ?? '—' },
  {
    id: 'dates',
    header: 'В сила',
    cell: (e) => `от ${formatDate(e.fromDate)}${e.toDate ? ` до ${formatDate(e.toDate)}` : ''}`,
  },
];

/**
 * The children's exemptions and discounts (a staff member's child, a social exemption with its document,
 * another reason), each with the date it applies from: generation takes the highest in force in the month.
 */
export function ExemptionsCard({ kindergartenId }: { kindergartenId: string }) {
  const client = useQueryClient();
  const msg = useMessage();
  const list = useRouteQuery('payments.kindergartenFeeExemptions', { query: { kindergartenId } });
  const [editing, setEditing] = useState<Exemption | null>();
  const remove = useListDelete<Exemption>({
    remove: (e) => callApi('payments.deleteKindergartenFeeExemption', { path: { id: e.id } }),
    msg,
    refresh: () => invalidateExemptions(client),
    deletedText: (e) => `Облекчението на ${e.childName} е изтрито.`,
    refusedText: 'Облекчението не беше изтрито.',
    title: 'Изтриване на облекчение',
    question: (e) => `Да бъде ли изтрито облекчението на ${e.childName}? Генерираните такси остават.`,
    testId: 'exemption-delete',
  });
  return (
    <ListPage
      title="Облекчения"
      intro="Отстъпки за дете на служител, социални облекчения (с документ) и други, от дата."
      action={{ label: 'Ново облекчение', onClick: () => setEditing(null), testId: 'exemption-add' }}
      msg={msg}
      remove={remove}
      testId="exemptions"
    >
      <EntityTable<Exemption>
        query={list}
        rows={list.data}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'exemption-row' })}
        rowActions={(e) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => setEditing(e)} data-testid="exemption-edit">
              Редактирай
            </Button>
            {remove.button(e, 'exemption-delete-button')}
          </>
        )}
        empty="Няма облекчения."
        minWidth={640}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Облекчение' : 'Ново облекчение'}
        centered
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {editing !== undefined && (
          <ExemptionForm
            kindergartenId={kindergartenId}
            exemption={editing}
            msg={msg}
            onClose={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </ListPage>
  );
}

function ExemptionForm({
  kindergartenId,
  exemption,
  msg,
  onClose,
}: {
  kindergartenId: string;
  exemption: Exemption | null;
  msg: Msg;
  onClose: () => void;
}) {
  const list = useRouteQuery('payments.kindergartenFeeExemptions', { query: { kindergartenId } });
  const page = useFormPage('payments.saveKindergartenFeeExemption', {
    spec: {
      labels: {
        childId: 'Дете',
        kind: 'Вид облекчение',
        percent: 'Отстъпка (%)',
        document: 'Документ',
        fromDate: 'В сила от',
        toDate: 'В сила до',
      },
      toBody: (v: Values) => ({
        ...(v.id ? { id: v.id, version: v.version } : {}),
        kindergartenId,
        childId: v.childId,
        kind: Number(v.kind) as 1 | 2 | 3,
        percent: parseInteger(v.percent) ?? -1,
        ...(v.document.trim() ? { document: v.document.trim() } : {}),
        fromDate: v.fromDate,
        toDate: v.toDate || null,
      }),
      defaultValues: exemption
        ? valuesOf(exemption)
        : {
            id: '',
            version: 0,
            childId: '',
            kind: '1',
            percent: '100',
            document: '',
            fromDate: sofiaDay(Date.now()),
            toDate: '',
          },
    },
    record: exemption
      ? { query: list, toValues: (l) => valuesOf(l.find((e) => e.id === exemption.id) ?? exemption) }
      : undefined,
    refresh: invalidateExemptions,
    back: '/platform/settings/fees-types_depricated',
    onSaved: () => {
      onClose();
      msg.ok('Облекчението е записано.');
    },
  });
  return (
    <FormFrame page={page} onCancel={onClose} testId="exemption">
      <Field.Child form={page} name="childId" testId="exemption-child" />
      <Field.Select form={page} name="kind" data={kindOptions} testId="exemption-kind" />
      <Field.Number form={page} name="percent" testId="exemption-percent" />
      <Field.Text form={page} name="document" testId="exemption-document" />
      <Field.Period form={page} testId="exemption" />
    </FormFrame>
  );
}
