import { placeholders, placeholderText } from '@gradina/shared/books/placeholders';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { given } from '../../../ui/forms/useManifestForm';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateOrders } from '../queries';

interface OrderValues {
  periodId: string;
  date: string;
  subject: string;
  legalBasis: string;
  text: string;
  templateId: string;
}

/**
 * /administration/books/director/create: a new order. A template (the kindergarten's or a national one)
 * gives the text; placeholders are inserted from the list, never typed, and the server fills them from the
 * record (the number when the order gets it).
 */
export function OrderEditPage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const templates = useRouteQuery(
    'books.templatesForCategory',
    { query: { kindergartenId, category: 1 } },
    { enabled: Boolean(kindergartenId) },
  );
  const page = useFormPage('books.saveDirectorOrder', {
    spec: {
      labels: {
        periodId: 'Учебна година',
        date: 'Дата',
        subject: 'Относно',
        legalBasis: 'Основание',
        text: 'Текст',
      },
      toBody: (v: OrderValues) => ({
        kindergartenId,
        periodId: v.periodId,
        date: v.date,
        subject: given(v.subject),
        legalBasis: v.legalBasis,
        text: given(v.text),
        ...(v.templateId ? { templateId: v.templateId } : {}),
      }),
      defaultValues: {
        periodId: user.periodId ?? '',
        date: '',
        subject: '',
        legalBasis: '',
        text: '',
        templateId: '',
      },
    },
    refresh: invalidateOrders,
    back: '/administration/books/director',
  });
  const pick = (id: string | null) => {
    const t = templates.data?.find((x) => x.id === id);
    page.form.setValue('templateId', id ?? '');
    if (t) page.form.setValue('text', t.text);
  };
  const insert = (name: string | null) => {
    if (name) page.form.setValue('text', `${page.form.getValues('text')}${placeholderText(name)}`);
  };
  return (
    <FormPage page={page} title="Нова заповед" testId="order">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.SchoolYear form={page} name="periodId" testId="order-year" />
        <Field.Date form={page} name="date" testId="order-date" />
      </SimpleGrid>
      <Select
        label="Шаблон"
        data={(templates.data ?? []).map((t) => ({
          value: t.id,
          label: `${t.name}${t.national ? ' (национален)' : ''}`,
        }))}
        onChange={pick}
        clearable
        data-testid="order-template"
      />
      <Field.Text form={page} name="subject" testId="order-subject" />
      <Field.Text form={page} name="legalBasis" testId="order-basis" />
      <Group align="flex-end">
        <Select
          label="Поле за попълване"
          data={placeholders
            .filter((p) => p.categories.includes(1))
            .map((p) => ({ value: p.name, label: `${p.name} – ${p.description}` }))}
          onChange={insert}
          value={null}
          data-testid="order-placeholder"
        />
        <Button variant="default" onClick={() => insert('Номер')}>
          Вмъкни номера
        </Button>
      </Group>
      <Field.Textarea form={page} name="text" testId="order-text" />
    </FormPage>
  );
}
