import type { CouncilDecision } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { councilPath, invalidateCouncil } from './queries';

interface DecisionValues {
  id: string;
  version: number | undefined;
  text: string;
  responsible: string;
  dueDate: string;
}

const decisionValues = (d: CouncilDecision): DecisionValues => ({
  id: d.id,
  version: d.version,
  text: d.text,
  responsible: d.responsible,
  dueDate: d.dueDate ?? '',
});

/**
 * /administration/books/pedagogical/create-decision?protocolId=… (`&id=` edits one): a decision under the
 * protocol, numbered next within it, with who carries it out and by when. Back to the protocol after.
 */
export function DecisionPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const [search] = useSearchParams();
  const protocolId = search.get('protocolId') ?? '';
  const id = search.get('id') ?? '';
  const protocol = useRouteQuery(
    'books.councilProtocol',
    { path: { id: protocolId } },
    { enabled: Boolean(protocolId) },
  );
  const stored = useRouteQuery(
    'books.councilDecision',
    { path: { protocolId, decisionId: id } },
    { enabled: Boolean(protocolId && id) },
  );
  const page = useFormPage('books.saveCouncilDecision', {
    spec: {
      labels: { text: 'Решение', responsible: 'Отговорник', dueDate: 'Срок' },
      toBody: (v: DecisionValues) => ({
        ...(v.id ? { id: v.id, version: v.version } : {}),
        kindergartenId,
        protocolId,
        text: v.text,
        responsible: v.responsible,
        dueDate: v.dueDate || undefined,
      }),
      defaultValues: { id: '', version: undefined, text: '', responsible: '', dueDate: '' },
    },
    record: id ? { query: stored, toValues: decisionValues } : undefined,
    refresh: invalidateCouncil,
    back: protocolId ? `${councilPath}/${protocolId}` : councilPath,
  });
  const of = protocol.data ? ` на протокол № ${protocol.data.numberText}` : '';
  return (
    <FormPage
      page={page}
      title={id ? `Решение № ${stored.data?.number ?? ''}${of}` : `Ново решение${of}`}
      intro="Решенията се номерират в рамките на протокола; приемат се само на заседание с кворум."
      testId="decision"
    >
      <Field.Textarea form={page} name="text" autosize minRows={3} testId="decision-text" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="responsible" testId="decision-responsible" />
        <Field.Date form={page} name="dueDate" testId="decision-due" />
      </SimpleGrid>
    </FormPage>
  );
}
