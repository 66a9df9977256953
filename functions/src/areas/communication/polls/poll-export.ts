import { formatDateTime } from '@gradina/shared/format-dates';
import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import type { PollItem, VoteItem } from './items';
import { resultsOf } from './questions';

const fileNameOf = (poll: PollItem, extension: string) =>
  `Анкета - ${poll.question
    .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)}.${extension}`;

const percent = (n: number, total: number) => (total === 0 ? '0%' : `${Math.round((100 * n) / total)}%`);

const questionKind: Record<number, string> = {
  [PollQuestionType.SingleChoice]: 'един отговор',
  [PollQuestionType.MultipleChoice]: 'няколко отговора',
  [PollQuestionType.FreeText]: 'свободен отговор',
};

/** A respondent's answer to one question, as text. */
export function answerText(poll: PollItem, vote: VoteItem, questionId: string): string {
  const q = poll.questions.find((x) => x.id === questionId);
  const a = vote.answers.find((x) => x.questionId === questionId);
  if (!q || !a) return '';
  if (q.type === PollQuestionType.FreeText) return a.text ?? '';
  return a.optionIds.map((o) => q.options.find((x) => x.id === o)?.text ?? '').join('; ');
}

const respondent = (poll: PollItem, vote: VoteItem, n: number) =>
  poll.isAnonymous ? `Участник ${n + 1}` : vote.voterName || `Участник ${n + 1}`;

/** The poll's results and every answer as a Word document. */
export async function pollToWord(poll: PollItem, votes: VoteItem[]): Promise<FileReply> {
  const d = await import('docx');
  const results = resultsOf(poll, votes);
  const cell = (text: string, bold = false) =>
    new d.TableCell({ children: [new d.Paragraph({ children: [new d.TextRun({ text, bold })] })] });
  const table = (rows: string[][]) =>
    new d.Table({
      width: { size: 100, type: d.WidthType.PERCENTAGE },
      rows: rows.map((r, i) => new d.TableRow({ children: r.map((t) => cell(t, i === 0)) })),
    });
  const children: (InstanceType<typeof d.Paragraph> | InstanceType<typeof d.Table>)[] = [
    new d.Paragraph({ heading: d.HeadingLevel.TITLE, children: [new d.TextRun(poll.question)] }),
    ...(poll.description ? [new d.Paragraph(poll.description)] : []),
    new d.Paragraph(`Краен срок: ${formatDateTime(poll.expirationTime)}`),
    new d.Paragraph(`Автор: ${poll.createdBy.name}`),
    new d.Paragraph(`Гласували: ${results.votesCount} от ${results.recipientsCount}`),
  ];
  results.questions.forEach((q, i) => {
    children.push(
      new d.Paragraph({
        heading: d.HeadingLevel.HEADING_2,
        children: [new d.TextRun(`${i + 1}. ${q.text} (${questionKind[q.type]})`)],
      }),
    );
    if (q.type === PollQuestionType.FreeText) {
      if (q.textAnswers.length === 0) children.push(new d.Paragraph('Няма отговори.'));
      for (const t of q.textAnswers) children.push(new d.Paragraph({ text: t, bullet: { level: 0 } }));
    } else {
      children.push(
        table([
          ['Отговор', 'Гласове', 'Дял'],
          ...q.options.map((o) => [o.text, String(o.votes), percent(o.votes, results.votesCount)]),
        ]),
      );
    }
  });
  children.push(
    new d.Paragraph({ heading: d.HeadingLevel.HEADING_1, children: [new d.TextRun('Отговори')] }),
  );
  children.push(
    table([
      ['Участник', 'Дата', ...poll.questions.map((q) => q.text)],
      ...votes.map((v, n) => [
        respondent(poll, v, n),
        formatDateTime(v.votedAt),
        ...poll.questions.map((q) => answerText(poll, v, q.id)),
      ]),
    ]),
  );
  const doc = new d.Document({
    creator: 'Градина',
    title: poll.question,
    sections: [{ children }],
  });
  const body = await d.Packer.toBuffer(doc);
  return fileReply(
    fileNameOf(poll, 'docx'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    Buffer.from(body),
  );
}

/** The poll's results (sheet "Резултати") and every answer (sheet "Отговори") as an Excel workbook. */
export async function pollToExcel(poll: PollItem, votes: VoteItem[]): Promise<FileReply> {
  const { default: ExcelJS } = await import('exceljs');
  const results = resultsOf(poll, votes);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  wb.created = new Date();
  const summary = wb.addWorksheet('Резултати');
  summary.addRow([poll.question]).font = { bold: true, size: 14 };
  summary.addRow([`Краен срок: ${formatDateTime(poll.expirationTime)}`]);
  summary.addRow([`Гласували: ${results.votesCount} от ${results.recipientsCount}`]);
  summary.addRow([]);
  summary.addRow(['Въпрос', 'Отговор', 'Гласове', 'Дял']).font = { bold: true };
  for (const q of results.questions) {
    if (q.type === PollQuestionType.FreeText) {
      for (const t of q.textAnswers) summary.addRow([q.text, t, null, null]);
      if (q.textAnswers.length === 0) summary.addRow([q.text, 'Няма отговори', null, null]);
    } else {
      for (const o of q.options)
        summary.addRow([q.text, o.text, o.votes, results.votesCount ? o.votes / results.votesCount : 0]);
    }
  }
  summary.getColumn(1).width = 50;
  summary.getColumn(2).width = 40;
  summary.getColumn(4).numFmt = '0%';
  const answers = wb.addWorksheet('Отговори');
  answers.addRow(['Участник', 'Дата', ...poll.questions.map((q) => q.text)]).font = { bold: true };
  votes.forEach((v, n) => {
    answers.addRow([
      respondent(poll, v, n),
      formatDateTime(v.votedAt),
      ...poll.questions.map((q) => answerText(poll, v, q.id)),
    ]);
  });
  answers.columns.forEach((c) => {
    c.width = 30;
  });
  const body = await wb.xlsx.writeBuffer();
  return fileReply(
    fileNameOf(poll, 'xlsx'),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    Buffer.from(body as ArrayBuffer),
  );
}
