import { AbsenceType } from '@gradina/shared';
import { formatDate } from '@gradina/shared/format-dates';
import type { RequestItem } from '../../../domain/attendance/requests';
import { type LetterToDirector, letterPdf } from '../../../platform/documents/letter';
import { fileReply } from '../../../platform/http/replies';

/**
 * The parent's written notice (DOMAIN-NOTES: family-reason absences need the parent's written notice), or
 * the summer declaration, as a one-page PDF addressed to the director: who, which child, which group, the
 * dates and working days, the reason, and where the decision is recorded.
 */

const weekRange = (monday: string) => {
  const friday = new Date(Date.parse(`${monday}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
  return `${formatDate(monday)} – ${formatDate(friday)}`;
};

const decisionText = (r: RequestItem) =>
  r.status === 1 ? 'Одобрено' : r.status === 2 ? 'Отхвърлено' : 'Чака решение';

/** The notice or the declaration as the letter kit lays it out. */
export function requestLetter(r: RequestItem): LetterToDirector {
  const family = r.absenceType === AbsenceType.AbsenceFamilyReason;
  const body = family
    ? [
        `Уведомявам Ви, че детето ${r.studentName} от група „${r.groupName}“ ще отсъства по семейни причини от ${formatDate(r.fromDate)} до ${formatDate(r.toDate)} включително (${r.days.length} работни дни).`,
        `Причина: ${r.reason ?? 'семейни причини'}.`,
      ]
    : [
        `Декларирам, че детето ${r.studentName} от група „${r.groupName}“ ще посещава детската градина през лятото на ${r.fromDate.slice(0, 4)} г. през седмиците:`,
        r.attendingWeeks.length > 0 ? { ul: r.attendingWeeks.map(weekRange) } : 'няма седмици с посещение.',
      ];
  return {
    title: [
      { text: family ? 'УВЕДОМЛЕНИЕ' : 'ДЕКЛАРАЦИЯ', bold: true, fontSize: 16, alignment: 'center' },
      {
        text: family
          ? 'за отсъствие на дете по семейни причини'
          : 'за посещение на детската градина през лятото',
        alignment: 'center',
        margin: [0, 0, 0, 24],
      },
    ],
    from: r.createdByName,
    body,
    writtenAt: r.createdAt,
    decision: `${decisionText(r)}${r.decisionComment ? ` (${r.decisionComment})` : ''}`,
  };
}

export async function requestForm(kindergartenId: string, r: RequestItem) {
  const body = await letterPdf(kindergartenId, requestLetter(r));
  const name = r.absenceType === AbsenceType.AbsenceFamilyReason ? 'Уведомление' : 'Лятна декларация';
  return fileReply(`${name} ${r.studentName}.pdf`, 'application/pdf', body);
}
