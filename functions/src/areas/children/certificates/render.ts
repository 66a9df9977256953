import type { DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import type { Block, DocumentLayout } from './layout';

/** Draws a certificate's layout as an A4 PDF (pdfmake, its Roboto embeds Cyrillic) or a Word document. */
export function render(layout: DocumentLayout, format: DocumentFormat): Promise<Buffer> {
  return format === 'pdf' ? toPdf(layout) : toDocx(layout);
}

function pdfBlock(b: Block): Content {
  switch (b.kind) {
    case 'heading':
      return { text: b.text, alignment: 'center', fontSize: 10, bold: true };
    case 'title':
      return { text: b.text, alignment: 'center', fontSize: 18, bold: true, margin: [0, 24, 0, 4] };
    case 'center':
      return { text: b.text, alignment: 'center', margin: [0, 0, 0, 8] };
    case 'paragraph':
      return { text: b.text, margin: [0, 12, 0, 8], alignment: 'justify' };
    case 'field':
      return { text: [{ text: `${b.label}: `, bold: true }, b.value], margin: [0, 2, 0, 2] };
    case 'table':
      return {
        margin: [0, 12, 0, 12],
        fontSize: 9,
        table: {
          headerRows: 1,
          widths: b.widths.map((w) => `${w}%`),
          body: [b.header.map((h) => ({ text: h, bold: true })), ...b.rows],
        },
      };
    case 'signature':
      return { text: `${b.label}: ${b.name}`, margin: [0, 28, 0, 0] };
  }
}

async function toPdf(layout: DocumentLayout): Promise<Buffer> {
  const maker = await pdfMaker();
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    info: { title: layout.title, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content: layout.blocks.map(pdfBlock),
  };
  return maker.createPdf(definition).getBuffer();
}

/** A4 in twentieths of a point, and the margins: what is left is the width tables span. */
const a4 = { width: 11906, height: 16838 };
const margin = { top: 960, bottom: 960, left: 1120, right: 1120 };
const textWidth = a4.width - margin.left - margin.right;

async function toDocx(layout: DocumentLayout): Promise<Buffer> {
  const d = await import('docx');
  const run = (text: string, o: { bold?: boolean; size?: number } = {}) =>
    new d.TextRun({ text, bold: o.bold, size: o.size, font: 'DejaVu Sans' });
  const centered = (text: string, o: { bold?: boolean; size?: number; before?: number } = {}) =>
    new d.Paragraph({
      alignment: d.AlignmentType.CENTER,
      spacing: { before: o.before ?? 0, after: 120 },
      children: [run(text, o)],
    });
  const cell = (text: string, width: number, bold = false) =>
    new d.TableCell({
      width: { size: Math.round((textWidth * width) / 100), type: d.WidthType.DXA },
      children: [new d.Paragraph({ children: [run(text, { bold, size: 18 })] })],
    });
  function docxBlock(b: Block) {
    switch (b.kind) {
      case 'heading':
        return centered(b.text, { bold: true, size: 20 });
      case 'title':
        return centered(b.text, { bold: true, size: 36, before: 480 });
      case 'center':
        return centered(b.text);
      case 'paragraph':
        return new d.Paragraph({
          alignment: d.AlignmentType.JUSTIFIED,
          spacing: { before: 240, after: 160 },
          children: [run(b.text)],
        });
      case 'field':
        return new d.Paragraph({
          spacing: { after: 60 },
          children: [run(`${b.label}: `, { bold: true }), run(b.value)],
        });
      case 'table':
        return new d.Table({
          // LibreOffice sizes columns by the grid, not by the cells' percentages.
          columnWidths: b.widths.map((w) => Math.round((textWidth * w) / 100)),
          layout: d.TableLayoutType.FIXED,
          width: { size: textWidth, type: d.WidthType.DXA },
          rows: [b.header, ...b.rows].map(
            (r, i) => new d.TableRow({ children: r.map((t, j) => cell(t, b.widths[j] ?? 10, i === 0)) }),
          ),
        });
      case 'signature':
        return new d.Paragraph({ spacing: { before: 560 }, children: [run(`${b.label}: ${b.name}`)] });
    }
  }
  const children = layout.blocks.map(docxBlock);
  const doc = new d.Document({
    creator: 'Градина',
    title: layout.title,
    sections: [
      {
        properties: {
          page: { size: a4, margin },
        },
        children,
      },
    ],
  });
  return Buffer.from(await d.Packer.toBuffer(doc));
}
