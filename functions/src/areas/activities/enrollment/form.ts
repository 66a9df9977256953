import { formatDate } from '@gradina/shared/format-dates';
import { enrollmentStatusNames } from '@gradina/shared/manifest/routes/activities/enrollment';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { EnrollmentRequestItem } from '../../../domain/activities/items';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import { fileReply } from '../../../platform/http/replies';

/**
 * The parent's application to enrol a child in an extra activity, as a one-page PDF addressed to the
 * director: the kindergarten, the parent, the child, the activity, the first day, the note and the decision.
 */

export const formTitle = 'Заявление за записване в допълнителна дейност';

export function formDefinition(r: EnrollmentRequestItem, kindergartenName: string): TDocumentDefinitions {
  const paragraph = (text: string) => ({ text, margin: [0, 0, 0, 8] as [number, number, number, number] });
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
    content: [
      { text: `До директора на ${kindergartenName}`, alignment: 'right', margin: [0, 0, 0, 24] },
      { text: formTitle, bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 24] },
      { text: `от ${r.requestedByName || 'родител'}`, margin: [0, 0, 0, 12] },
      paragraph(
        `Моля детето ${r.childName} да бъде записано в допълнителната дейност „${r.activityName}“ от ${formatDate(r.fromDate)}.`,
      ),
      ...(r.note ? [paragraph(`Бележка: ${r.note}`)] : []),
      { text: `Дата: ${formatDate(r.createdAt)}`, margin: [0, 32, 0, 0] },
      { text: 'Подпис: ....................', alignment: 'right', margin: [0, 8, 0, 0] },
      {
        text: `Решение на директора: ${enrollmentStatusNames[r.status] ?? ''}${r.decidedAt ? ` (${formatDate(r.decidedAt)})` : ''}`,
        margin: [0, 32, 0, 0],
        italics: true,
      },
    ],
  };
}

export async function requestForm(kindergartenId: string, r: EnrollmentRequestItem) {
  const kindergarten = (await kindergartenNameOf(kindergartenId)) || 'детската градина';
  const body = await (await pdfMaker()).createPdf(formDefinition(r, kindergarten)).getBuffer();
  return fileReply(`Заявление ${r.childName} ${r.activityName}.pdf`, 'application/pdf', body);
}
