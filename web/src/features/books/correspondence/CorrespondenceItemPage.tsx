import type { CorrespondenceItem } from '@gradina/shared/manifest/routes/books/correspondence';
import { SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { useScanInput } from '../scan-input';
import { invalidateCorrespondence, type Register, registers } from './queries';

interface ItemValues {
  id: string;
  version: number | undefined;
  periodId: string;
  date: string;
  correspondent: string;
  documentType: string;
  subject: string;
  senderNumber: string;
  replyToId: string;
  /** The upload of a newly picked scan; none keeps the stored one. */
  file: { fileKey: string; fileName: string } | null;
}

const itemValues = (c: CorrespondenceItem): ItemValues => ({
  id: c.id,
  version: c.version,
  periodId: c.periodId,
  date: c.date,
  correspondent: c.correspondent,
  documentType: String(c.documentType),
  subject: c.subject,
  senderNumber: c.senderNumber,
  replyToId: c.replyTo?.id ?? '',
  file: null,
});

/**
 * /administration/books/incoming-correspondence/create and /outgoing-correspondence/create (`?id=` edits an
 * item; `?replyTo=` starts an outgoing reply to an incoming letter): date, sender or recipient, document
 * type, subject, the scan, and for a reply the letter it answers. The number is the register's next one.
 */
function CorrespondenceItemPage({ of }: { of: Register }) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const incoming = of === registers.incoming;
  const stored = useRouteQuery(of.one, { path: { id } }, { enabled: Boolean(id) });
  const types = useRouteQuery(of.types, { query: { kindergartenId } }, { enabled: Boolean(kindergartenId) });
  // Both registers' saves validate the same fields; a reply's letter and the sender's number are each one's own.
  const page = useFormPage(
    incoming ? 'books.saveIncomingItem' : ('books.saveOutgoingItem' as 'books.saveIncomingItem'),
    {
      spec: {
        labels: {
          periodId: 'Учебна година',
          date: 'Дата',
          correspondent: of.correspondent,
          documentType: 'Вид документ',
          subject: 'Относно',
          senderNumber: 'Изходящ номер и дата на подателя',
          replyToId: 'В отговор на',
          file: 'Сканиран документ',
        },
        toBody: (v: ItemValues) => ({
          ...(v.id ? { id: v.id, version: v.version } : {}),
          kindergartenId,
          periodId: v.periodId,
          date: v.date,
          correspondent: v.correspondent,
          documentType: Number(v.documentType),
          subject: v.subject,
          ...(v.file ? { file: v.file } : {}),
          ...(incoming ? { senderNumber: v.senderNumber } : v.replyToId ? { replyToId: v.replyToId } : {}),
        }),
        defaultValues: {
          id: '',
          version: undefined,
          periodId: user.periodId ?? '',
          date: '',
          correspondent: '',
          documentType: '1',
          subject: '',
          senderNumber: '',
          replyToId: search.get('replyTo') ?? '',
          file: null,
        },
      },
      record: id ? { query: stored, toValues: itemValues } : undefined,
      refresh: invalidateCorrespondence,
      back: of.path,
    },
  );
  const periodId = page.form.watch('periodId');
  const next = useRouteQuery(
    of.next,
    { query: { kindergartenId, periodId } },
    { enabled: !id && Boolean(kindergartenId && periodId) },
  );
  const letters = useRouteQuery(
    'books.incomingCorrespondenceBook',
    { query: { kindergartenId, periodId: periodId || undefined, PageSize: 500 } },
    { enabled: !incoming && Boolean(kindergartenId) },
  );
  const scan = useScanInput({
    form: page.form,
    name: 'file',
    label: 'Сканиран документ',
    stored: stored.data?.file?.fileName,
    emptyText: 'PDF, DOCX, JPEG или PNG до 4 MB',
    testId: 'letter-file-input',
  });
  return (
    <FormPage
      page={{ ...page, saving: page.saving || scan.uploading }}
      title={id ? `${of.entry} № ${stored.data?.numberText ?? ''}` : `Нов ${of.entry.toLowerCase()}`}
      intro={next.data && `Ще получи номер ${next.data.numberText} (номерът се дава при записа).`}
      testId="letter"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.SchoolYear form={page} name="periodId" disabled={Boolean(id)} testId="letter-year" />
        <Field.Date form={page} name="date" testId="letter-date" />
        <Field.Text form={page} name="correspondent" testId="letter-correspondent" />
        <Field.Select
          form={page}
          name="documentType"
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          testId="letter-type"
        />
      </SimpleGrid>
      <Field.Text form={page} name="subject" testId="letter-subject" />
      {incoming ? (
        <Field.Text
          form={page}
          name="senderNumber"
          placeholder="изх. № 123 / 10.11.2026"
          testId="letter-sender-number"
        />
      ) : (
        <Field.Select
          form={page}
          name="replyToId"
          clearable
          searchable
          data={(letters.data?.items ?? [])
            .filter((l) => !l.cancelled)
            .map((l) => ({ value: l.id, label: `вх. № ${l.numberText} – ${l.correspondent}: ${l.subject}` }))}
          testId="letter-reply-to"
        />
      )}
      {scan.input}
    </FormPage>
  );
}

export const IncomingItemPage = () => <CorrespondenceItemPage of={registers.incoming} />;
export const OutgoingItemPage = () => <CorrespondenceItemPage of={registers.outgoing} />;
