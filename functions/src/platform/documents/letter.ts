import { formatDate } from '@gradina/shared/format-dates';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMaker } from './pdfmake';
import { kindergartenNameOf } from './table-report';

/**
 * A parent's one-page letter to the director (an application, a notice, a declaration), as people write them
 * on paper: addressed to the director at the top right, the title, who writes, the text, the date and the
 * signature line, and the director's decision at the foot.
 */
export interface LetterToDirector {
  /** The centred title lines under the address. */
  title: Content[];
  /** Who writes (the parent's name). */
  from: string;
  /** Paragraphs; other content (a list of weeks) as pdfmake gives it. */
  body: (string | Content)[];
  /** When the parent wrote it (ISO). */
  writtenAt: string;
  /** The director's decision as the foot shows it. */
  decision: string;
}

const paragraph = (text: string): Content => ({ text, margin: [0, 0, 0, 8] });

export function letterDefinition(letter: LetterToDirector, kindergartenName: string): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
    content: [
      { text: `До директора на ${kindergartenName}`, alignment: 'right', margin: [0, 0, 0, 24] },
      ...letter.title,
      { text: `от ${letter.from || 'родител'}`, margin: [0, 0, 0, 12] },
      ...letter.body.map((b) => (typeof b === 'string' ? paragraph(b) : b)),
      { text: `Дата: ${formatDate(letter.writtenAt)}`, margin: [0, 32, 0, 0] },
      { text: 'Подпис: ....................', alignment: 'right', margin: [0, 8, 0, 0] },
      { text: `Решение на директора: ${letter.decision}`, margin: [0, 32, 0, 0], italics: true },
    ],
  };
}

/** The letter as a PDF, addressed to the kindergarten's director by its name. */
export async function letterPdf(kindergartenId: string, letter: LetterToDirector): Promise<Buffer> {
  const kindergarten = (await kindergartenNameOf(kindergartenId)) || 'детската градина';
  return (await pdfMaker()).createPdf(letterDefinition(letter, kindergarten)).getBuffer();
}
