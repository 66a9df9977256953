import { formatDateTime } from '@gradina/shared/format-dates';
import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { column, type ReportCell, sheetsUnder, workbookFile } from '../../../platform/documents/table-report';
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
export function pollToExcel(poll: PollItem, votes: VoteItem[]): Promise<FileReply> {
  const results = resultsOf(poll, votes);
  const lines = [
    `Краен срок: ${formatDateTime(poll.expirationTime)}`,
    `Гласували: ${results.votesCount} от ${results.recipientsCount}`,
  ];
  const share = (n: number) => (results.votesCount ? Math.round((1000 * n) / results.votesCount) / 10 : 0);
  return workbookFile(
    fileNameOf(poll, 'xlsx').replace(/\.xlsx$/, ''),
    sheetsUnder({ title: poll.question, lines }, [
      {
        sheetName: 'Резултати',
        columns: [
          column.text('Въпрос', 40),
          column.text('Отговор', 34),
          column.number('Гласове', 9),
          column.percent('Дял (%)', 9),
        ],
        rows: results.questions.flatMap((q): ReportCell[][] => {
          if (q.type !== PollQuestionType.FreeText)
            return q.options.map((o) => [q.text, o.text, o.votes, share(o.votes)]);
          if (q.textAnswers.length === 0) return [[q.text, 'Няма отговори', null, null]];
          return q.textAnswers.map((t) => [q.text, t, null, null]);
        }),
      },
      {
        sheetName: 'Отговори',
        columns: [
          column.text('Участник', 24),
          column.text('Дата', 18),
          ...poll.questions.map((q) => ({ header: q.text, width: 26 })),
        ],
        rows: votes.map((v, n) => [
          respondent(poll, v, n),
          formatDateTime(v.votedAt) ?? '',
          ...poll.questions.map((q) => answerText(poll, v, q.id)),
        ]),
        emptyText: 'Няма гласували.',
      },
    ]),
  );
}
