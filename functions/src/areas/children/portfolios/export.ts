import { StudentAchievementType } from '@gradina/shared';
import { formatDate } from '@gradina/shared/format-dates';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type AreaResult, childrenResults } from '../../../domain/education/child-results';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { download } from '../../../platform/files/s3';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { fileReply } from '../../../platform/http/replies';
import type { PortfolioItem } from './items';
import { portfolioBackgrounds } from './templates';

/**
 * The printable portfolio: an A4 PDF (pdfmake; its Roboto embeds Cyrillic) on the portfolio's background
 * colour, a title page line with the child and the school year, then each section with its type, date, text
 * and photos two by two.
 */
export const sectionTypeLabels: Record<StudentAchievementType, string> = {
  [StudentAchievementType.Hobby]: 'Хоби',
  [StudentAchievementType.Award]: 'Награда',
  [StudentAchievementType.Journey]: 'Пътешествие',
};

/** A photo as a data URL, or undefined when it is gone from the bucket. */
async function photoData(s3Key: string): Promise<string | undefined> {
  const file = await download('files', s3Key);
  return file && `data:${file.contentType};base64,${file.body.toString('base64')}`;
}

async function sectionContent(section: PortfolioItem['sections'][number]): Promise<Content[]> {
  const photos = (await Promise.all(section.photos.map((p) => photoData(p.s3Key)))).filter(
    (p): p is string => p !== undefined,
  );
  const rows: Content[] = [];
  for (let i = 0; i < photos.length; i += 2)
    rows.push({
      columns: photos.slice(i, i + 2).map((image) => ({ image, fit: [230, 170] as [number, number] })),
      columnGap: 12,
      margin: [0, 6, 0, 6],
    });
  return [
    {
      text: [
        { text: `${sectionTypeLabels[section.type]}: `, color: '#555555' },
        { text: section.title, bold: true },
      ],
      fontSize: 14,
      margin: [0, 16, 0, 2],
    },
    ...(section.date ? [{ text: formatDate(section.date), color: '#555555', fontSize: 10 } as Content] : []),
    ...(section.text ? [{ text: section.text, margin: [0, 6, 0, 4] } as Content] : []),
    ...rows,
  ];
}

/** The child's educational results (issue #30) as a table of areas, start and end; nothing before any. */
export function resultsContent(results: readonly AreaResult[]): Content[] {
  if (results.length === 0) return [];
  const cell = (text: string | null) => ({ text: text ?? '–' });
  return [
    { text: 'Образователни резултати', fontSize: 14, bold: true, margin: [0, 16, 0, 6] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto'],
        body: [
          ['Образователно направление', 'Начало на годината', 'Край на годината'].map((text) => ({
            text,
            bold: true,
          })),
          ...results.map((r) => [cell(r.areaName), cell(r.start), cell(r.end)]),
        ],
      },
    },
  ];
}

/** `GET /api/StudentPortfolios/export/{id}`. */
export async function exportPortfolio(item: PortfolioItem) {
  const [backgrounds, years, sections, results] = await Promise.all([
    portfolioBackgrounds(),
    schoolYearsOf(item.kindergartenId),
    Promise.all(item.sections.map(sectionContent)),
    childrenResults(item.kindergartenId, item.groupId, [item.studentId]),
  ]);
  const color = backgrounds.find((b) => b.id === item.backgroundId)?.color;
  const year = years.find((y) => y.id === item.periodId)?.name;
  const maker = await pdfMaker();
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    info: { title: item.title, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    ...(color
      ? { background: () => ({ canvas: [{ type: 'rect', x: 0, y: 0, w: 595.28, h: 841.89, color }] }) }
      : {}),
    footer: (page, pages) => ({
      text: `Страница ${page} от ${pages}`,
      alignment: 'center',
      fontSize: 9,
      color: '#555555',
    }),
    content: [
      { text: item.title, fontSize: 24, bold: true, alignment: 'center', margin: [0, 0, 0, 8] },
      { text: `Портфолио на ${item.studentName}`, fontSize: 14, alignment: 'center' },
      ...(year ? [{ text: `Учебна година ${year}`, alignment: 'center', color: '#555555' } as Content] : []),
      ...(sections.length === 0
        ? [{ text: 'Портфолиото още няма раздели.', margin: [0, 24, 0, 0] } as Content]
        : sections.flat()),
      ...resultsContent(results.get(item.studentId) ?? []),
    ],
  };
  const body = await maker.createPdf(definition).getBuffer();
  return fileReply(`${item.title}.pdf`, 'application/pdf', body);
}
