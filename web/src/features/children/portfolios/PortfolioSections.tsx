import { StudentAchievementType } from '@gradina/shared';
import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { Field, type FieldHost, useBoundField } from '../../../ui/fields';
import { newSection, type PortfolioValues } from './portfolio-form';
import { SectionPhotos } from './SectionPhotos';

const typeOptions = [
  { value: String(StudentAchievementType.Hobby), label: 'Хоби' },
  { value: String(StudentAchievementType.Award), label: 'Награда' },
  { value: String(StudentAchievementType.Journey), label: 'Пътешествие' },
];

/** A section's photos bound to the form (uploaded at once, claimed by the save). */
function BoundPhotos({
  form,
  index,
  readOnly,
}: {
  form: FieldHost<PortfolioValues>;
  index: number;
  readOnly: boolean;
}) {
  const photos = useBoundField({ form, name: `sections.${index}.photos` });
  return (
    <SectionPhotos
      value={photos.value}
      onChange={photos.onChange}
      error={photos.error}
      index={index}
      readOnly={readOnly}
    />
  );
}

/** The portfolio's sections (hobby, award, journey), each with its text and photos; added and removed here. */
export function PortfolioSections({
  form,
  readOnly,
}: {
  form: FieldHost<PortfolioValues>;
  readOnly: boolean;
}) {
  const sections = useFieldArray({ control: form.form.control, name: 'sections' });
  return (
    <>
      {sections.fields.map((section, i) => (
        <Paper key={section.id} withBorder p="md" radius="md" data-testid="portfolio-section">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Field.Select
                form={form}
                name={`sections.${i}.type`}
                data={typeOptions}
                testId="section-type"
              />
              <Field.Text form={form} name={`sections.${i}.title`} required testId="section-title" />
              <Field.Date form={form} name={`sections.${i}.date`} clearable testId="section-date" />
            </SimpleGrid>
            <Field.Textarea form={form} name={`sections.${i}.text`} minRows={2} testId="section-text" />
            <BoundPhotos form={form} index={i} readOnly={readOnly} />
            {!readOnly && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                w="fit-content"
                onClick={() => sections.remove(i)}
                data-testid="section-remove"
              >
                Премахни раздела
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => sections.append(newSection())}
          data-testid="section-add"
        >
          Добави раздел
        </Button>
      )}
    </>
  );
}
