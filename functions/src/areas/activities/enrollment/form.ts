import { formatDate } from '@gradina/shared/format-dates';
import { enrollmentStatusNames } from '@gradina/shared/manifest/routes/activities/enrollment';
import type { EnrollmentRequestItem } from '../../../domain/activities/items';
import { type LetterToDirector, letterPdf } from '../../../platform/documents/letter';
import { fileReply } from '../../../platform/http/replies';

/**
 * The parent's application to enrol a child in an extra activity, as a one-page PDF addressed to the
 * director: the kindergarten, the parent, the child, the activity, the first day, the note and the decision.
 */

export const formTitle = 'Заявление за записване в допълнителна дейност';

/** The application as the letter kit lays it out. */
export const applicationLetter = (r: EnrollmentRequestItem): LetterToDirector => ({
  title: [{ text: formTitle, bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 24] }],
  from: r.requestedByName,
  body: [
    `Моля детето ${r.childName} да бъде записано в допълнителната дейност „${r.activityName}“ от ${formatDate(r.fromDate)}.`,
    ...(r.note ? [`Бележка: ${r.note}`] : []),
  ],
  writtenAt: r.createdAt,
  decision: `${enrollmentStatusNames[r.status] ?? ''}${r.decidedAt ? ` (${formatDate(r.decidedAt)})` : ''}`,
});

export async function requestForm(kindergartenId: string, r: EnrollmentRequestItem) {
  const body = await letterPdf(kindergartenId, applicationLetter(r));
  return fileReply(`Заявление ${r.childName} ${r.activityName}.pdf`, 'application/pdf', body);
}
