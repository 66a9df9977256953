import type { StudentAchievementType } from '@gradina/shared';
import type { Portfolio } from '@gradina/shared/manifest/routes/children/portfolios';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const portfolioLabels = {
  title: 'Заглавие',
  backgroundId: 'Фон',
  'sections.*.type': 'Вид на раздела',
  'sections.*.title': 'Заглавие на раздела',
  'sections.*.text': 'Текст',
  'sections.*.date': 'Дата',
  'sections.*.photos': 'Снимки',
} as const;

export interface PhotoValue {
  fileKey: string;
  fileName: string;
  /** A stored photo's link; none for one just uploaded. */
  url?: string;
}

export interface SectionValues {
  id: string;
  /** The StudentAchievementType number as the select holds it. */
  type: string;
  title: string;
  text: string;
  date: string;
  photos: PhotoValue[];
}

export interface PortfolioValues {
  title: string;
  backgroundId: string;
  sections: SectionValues[];
}

export const newSection = (type = '1'): SectionValues => ({
  id: '',
  type,
  title: '',
  text: '',
  date: '',
  photos: [],
});

export const newPortfolio = (childName = ''): PortfolioValues => ({
  title: childName ? `Портфолио на ${childName}` : '',
  backgroundId: '',
  sections: [newSection()],
});

export const portfolioValues = (p: Portfolio): PortfolioValues => ({
  title: p.title,
  backgroundId: p.backgroundId ?? '',
  sections: p.sections.map((s) => ({
    id: s.id,
    type: String(s.type),
    title: s.title,
    text: s.text,
    date: s.date ?? '',
    photos: s.photos,
  })),
});

/** A portfolio on children.createPortfolio's schema (an edit adds its id and version to the same body). */
export const portfolioFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<PortfolioValues, 'children.createPortfolio'> => ({
  labels: portfolioLabels,
  toBody: (v) => ({
    kindergartenId,
    title: v.title,
    backgroundId: v.backgroundId || null,
    sections: v.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      type: Number(s.type) as StudentAchievementType,
      title: s.title,
      text: s.text,
      date: s.date || null,
      photos: s.photos.map((p) => ({ fileKey: p.fileKey, fileName: p.fileName })),
    })),
  }),
});
