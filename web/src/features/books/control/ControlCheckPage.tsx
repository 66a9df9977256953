import type { ControlCheck } from '@gradina/shared/manifest/routes/books/control-activity';
import { SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { type ControlBook, controlBooks, invalidateChecks } from './queries';

interface CheckValues {
  id: string;
  version: number | undefined;
  periodId: string;
  date: string;
  checked: string;
  area: string;
  findings: string;
  recommendations: string;
  followUp: string;
  followUpDate: string;
}

const checkValues = (c: ControlCheck): CheckValues => ({
  id: c.id,
  version: c.version,
  periodId: c.periodId,
  date: c.date,
  checked: c.checked,
  area: c.area,
  findings: c.findings,
  recommendations: c.recommendations,
  followUp: c.followUp,
  followUpDate: c.followUpDate ?? '',
});

/**
 * /administration/books/control/create and /deputy-director/create (`?id=` edits a check): the check's
 * date, who or what was checked, the area, the findings, the recommendations and the follow-up with its
 * deadline. The number is given when it is saved.
 */
function ControlCheckPage({ of }: { of: ControlBook }) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const id = useSearchParams()[0].get('id') ?? '';
  const stored = useRouteQuery(of.one, { path: { id } }, { enabled: Boolean(id) });
  // The two books' saves take the same body.
  const page = useFormPage(of.save as 'books.saveControlCheck', {
    spec: {
      labels: {
        periodId: 'Учебна година',
        date: 'Дата',
        checked: 'Проверен (лице, група или дейност)',
        area: 'Област на проверката',
        findings: 'Констатации',
        recommendations: 'Препоръки',
        followUp: 'Последващ контрол',
        followUpDate: 'Срок за последващ контрол',
      },
      toBody: (v: CheckValues) => ({
        ...(v.id ? { id: v.id, version: v.version } : {}),
        kindergartenId,
        periodId: v.periodId,
        date: v.date,
        checked: v.checked,
        area: v.area,
        findings: v.findings,
        recommendations: v.recommendations,
        followUp: v.followUp,
        followUpDate: v.followUpDate || undefined,
      }),
      defaultValues: {
        id: '',
        version: undefined,
        periodId: user.periodId ?? '',
        date: '',
        checked: '',
        area: '',
        findings: '',
        recommendations: '',
        followUp: '',
        followUpDate: '',
      },
    },
    record: id ? { query: stored, toValues: checkValues } : undefined,
    refresh: invalidateChecks,
    back: of.path,
  });
  return (
    <FormPage
      page={page}
      title={id ? `Проверка № ${stored.data?.numberText ?? ''}` : 'Нова проверка'}
      intro="Номерът се дава при записа: следващият в книгата за учебната година."
      testId="check"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.SchoolYear form={page} name="periodId" disabled={Boolean(id)} testId="check-year" />
        <Field.Date form={page} name="date" testId="check-date" />
        <Field.Text form={page} name="checked" testId="check-checked" />
        <Field.Text form={page} name="area" testId="check-area" />
      </SimpleGrid>
      <Field.Textarea form={page} name="findings" autosize minRows={3} testId="check-findings" />
      <Field.Textarea
        form={page}
        name="recommendations"
        autosize
        minRows={2}
        testId="check-recommendations"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="followUp" testId="check-follow-up" />
        <Field.Date form={page} name="followUpDate" testId="check-follow-up-date" />
      </SimpleGrid>
    </FormPage>
  );
}

export const DirectorCheckPage = () => <ControlCheckPage of={controlBooks.director} />;
export const DeputyCheckPage = () => <ControlCheckPage of={controlBooks.deputy} />;
