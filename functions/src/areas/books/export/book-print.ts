import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMaker } from '../../../platform/documents/pdfmake';

/**
 * A book as the paper book is printed (Наредба № 8/2016: the books are numbered, laced and sealed): a title
 * page with the kindergarten, the book and the school year and how many pages it has, then one row per
 * entry with all its fields, the header on every page, every page numbered „Страница N от M“.
 */

export interface BookColumn {
  header: string;
  /** The share of the page's width (any unit; the columns' shares are summed). */
  width: number;
}

export interface BookPrint {
  kindergarten: string;
  title: string;
  schoolYear: string;
  columns: BookColumn[];
  /** One row per entry: each cell one field (several lines allowed). */
  rows: string[][];
  /** Printed under the last row (the closing record and signature). */
  closing: string[];
}

export const pagesLine = (pages: number | string) =>
  `Книгата съдържа ${pages} номерирани страници, прошнуровани и подпечатани.`;

const emptyText = 'В книгата няма записи за учебната година.';

/** The PDF's document: landscape A4, the title page first. Pure. */
export function bookDefinition(book: BookPrint): TDocumentDefinitions {
  const total = book.columns.reduce((s, c) => s + c.width, 0);
  const table: Content =
    book.rows.length === 0
      ? { text: emptyText, italics: true }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: book.columns.map((c) => `${((c.width * 100) / total).toFixed(2)}%`),
            body: [
              book.columns.map((c) => ({ text: c.header, bold: true, fillColor: '#eeeeee' })),
              ...book.rows.map((r) => r.map((text) => ({ text }))),
            ],
          },
          layout: {
            hLineWidth: () => 0.5,
            vLineWidth: () => 0.5,
            hLineColor: () => '#808080',
            vLineColor: () => '#808080',
          },
        };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    info: { title: `${book.title} ${book.schoolYear}` },
    footer: (current: number, count: number) =>
      current === 1
        ? { text: pagesLine(count), alignment: 'center', fontSize: 10, margin: [0, 12, 0, 0] }
        : {
            text: `Страница ${current} от ${count}`,
            alignment: 'center',
            fontSize: 8,
            margin: [0, 16, 0, 0],
          },
    content: [
      { text: book.kindergarten, alignment: 'center', bold: true, fontSize: 16, margin: [0, 120, 0, 24] },
      { text: book.title, alignment: 'center', bold: true, fontSize: 20, margin: [0, 0, 0, 16] },
      { text: `Учебна година ${book.schoolYear}`, alignment: 'center', fontSize: 14 },
      { text: '', pageBreak: 'after' },
      table,
      ...book.closing.map((line): Content => ({ text: line, margin: [0, 12, 0, 0] })),
    ],
  };
}

export async function bookPdf(book: BookPrint): Promise<Buffer> {
  return (await pdfMaker()).createPdf(bookDefinition(book)).getBuffer();
}

/** The same book as a Word document: the title page, then the table; the page count is Word's field. */
export async function bookDocx(book: BookPrint): Promise<Buffer> {
  const d = await import('docx');
  const total = book.columns.reduce((s, c) => s + c.width, 0);
  // Landscape A4 with 1.5 cm margins: 16 838 - 2 × 850 twips across.
  const across = 15_138;
  const cell = (text: string, bold = false) =>
    new d.TableCell({
      ...(bold ? { shading: { fill: 'EEEEEE', type: d.ShadingType.CLEAR, color: 'auto' } } : {}),
      children: text
        .split('\n')
        .map((line) => new d.Paragraph({ children: [new d.TextRun({ text: line, bold, size: 18 })] })),
    });
  const centered = (text: string, size: number, bold = true) =>
    new d.Paragraph({
      alignment: d.AlignmentType.CENTER,
      spacing: { after: 300 },
      children: [new d.TextRun({ text, bold, size })],
    });
  const page = {
    size: { orientation: d.PageOrientation.LANDSCAPE },
    margin: { top: 850, bottom: 850, left: 850, right: 850 },
  };
  const doc = new d.Document({
    creator: 'Градина',
    title: `${book.title} ${book.schoolYear}`,
    sections: [
      {
        properties: { page, titlePage: true },
        footers: {
          first: new d.Footer({
            children: [
              new d.Paragraph({
                alignment: d.AlignmentType.CENTER,
                children: [
                  new d.TextRun({
                    children: [
                      'Книгата съдържа ',
                      d.PageNumber.TOTAL_PAGES,
                      ' номерирани страници, прошнуровани и подпечатани.',
                    ],
                  }),
                ],
              }),
            ],
          }),
          default: new d.Footer({
            children: [
              new d.Paragraph({
                alignment: d.AlignmentType.CENTER,
                children: [
                  new d.TextRun({
                    children: ['Страница ', d.PageNumber.CURRENT, ' от ', d.PageNumber.TOTAL_PAGES],
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new d.Paragraph({ spacing: { before: 2400 }, children: [] }),
          centered(book.kindergarten, 32),
          centered(book.title, 40),
          centered(`Учебна година ${book.schoolYear}`, 28, false),
          new d.Paragraph({ children: [new d.PageBreak()] }),
          book.rows.length === 0
            ? new d.Paragraph({ children: [new d.TextRun({ text: emptyText, italics: true })] })
            : new d.Table({
                layout: d.TableLayoutType.FIXED,
                columnWidths: book.columns.map((c) => Math.floor((c.width * across) / total)),
                rows: [
                  new d.TableRow({
                    tableHeader: true,
                    children: book.columns.map((c) => cell(c.header, true)),
                  }),
                  ...book.rows.map(
                    (r) => new d.TableRow({ cantSplit: true, children: r.map((t) => cell(t)) }),
                  ),
                ],
              }),
          ...book.closing.map(
            (line) => new d.Paragraph({ spacing: { before: 240 }, children: [new d.TextRun(line)] }),
          ),
        ],
      },
    ],
  });
  return Buffer.from(await d.Packer.toBuffer(doc));
}
