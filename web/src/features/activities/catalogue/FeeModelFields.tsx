import { activityPricingLabels } from '@gradina/shared/manifest/routes/activities/catalogue';
import { SimpleGrid, Text } from '@mantine/core';
import { Field, type FieldHost } from '../../../ui/fields';
import { type ActivityValues, type PricingValue, priceLabelOf } from './activity-form';

const pricingOptions = (Object.keys(activityPricingLabels) as PricingValue[]).map((value) => ({
  value,
  label: activityPricingLabels[value],
}));

/** What each model charges, under the choice (docs/areas/activity-fees.md, "Pricing"). */
const pricingHints: Record<PricingValue, string> = {
  month: 'Цялата цена за месеца; при записване или напускане през месеца – пропорционално на дните.',
  session: 'Цената се умножава по посещенията, отбелязани в присъствието на дейността.',
  mixed:
    'Фиксираната част (пропорционално на записаните дни) плюс частта според посещенията: напр. 20 € + 28 € × посетени ÷ проведени дни.',
  day: 'Ставката се умножава по дните на дейността, в които детето е записано; дните с медицинска бележка (МБ, МБП) в присъствието на градината не се плащат.',
};

/**
 * The activity's fee model (issue #25 point 10): how it charges, its price (and the part proportional to
 * attendance for the mixed model), and the sibling discount. A part of the activity form.
 */
export function FeeModelFields({ page }: { page: FieldHost<ActivityValues> }) {
  const pricing = page.form.watch('pricing');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={page}
          name="pricing"
          data={pricingOptions}
          description={pricingHints[pricing]}
          testId="activity-pricing"
        />
        <Field.Number
          form={page}
          name="price"
          decimals={2}
          label={priceLabelOf(pricing)}
          required
          testId="activity-price"
        />
        {pricing === 'mixed' && (
          <Field.Number form={page} name="variable" decimals={2} required testId="activity-variable" />
        )}
      </SimpleGrid>
      <Text fw={500} size="sm">
        Отстъпка за братя и сестри
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Number
          form={page}
          name="siblingSecondPercent"
          description="Най-голямото дете плаща цялата такса; братята и сестрите – деца с общ родител."
          testId="activity-sibling-percent"
        />
        <Field.Checkbox
          form={page}
          name="siblingThirdFree"
          mt={{ sm: 'xl' }}
          testId="activity-sibling-third-free"
        />
      </SimpleGrid>
    </>
  );
}
