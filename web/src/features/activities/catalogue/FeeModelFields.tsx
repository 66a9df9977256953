import { activityPricingLabels } from '@gradina/shared/manifest/routes/activities/catalogue';
import { Checkbox, Select, SimpleGrid, Text } from '@mantine/core';
import { type UseFormReturn, useController } from 'react-hook-form';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { useFieldProps } from '../../../ui/forms/useFieldProps';
import { type ActivityValues, activityLabels, type PricingValue, priceLabelOf } from './activity-form';

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

/** A sum in euro of the fee model (the price, the part by attendance), checked when the field is left. */
function AmountField(props: {
  form: UseFormReturn<ActivityValues>;
  name: 'price' | 'variable';
  label: string;
  testId: string;
}) {
  // Its own controller: the sum is checked when the field is left, so it needs the field's onBlur.
  const { field, fieldState } = useController({ control: props.form.control, name: props.name });
  return (
    <DecimalInput
      label={props.label}
      withAsterisk
      decimals={2}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={props.testId}
    />
  );
}

/**
 * The activity's fee model (issue #25 point 10): how it charges, its price (and the part proportional to
 * attendance for the mixed model), and the sibling discount. A part of the activity form.
 */
export function FeeModelFields({ form }: { form: UseFormReturn<ActivityValues> }) {
  const pricing = form.watch('pricing');
  const pricingField = useFieldProps(form, 'pricing');
  const siblingPercent = useFieldProps(form, 'siblingSecondPercent');
  const thirdFree = useFieldProps(form, 'siblingThirdFree');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={activityLabels.pricing}
          withAsterisk
          data={pricingOptions}
          value={pricingField.value}
          onChange={(v) => v && pricingField.onChange(v as PricingValue)}
          allowDeselect={false}
          description={pricingHints[pricingField.value]}
          data-testid="activity-pricing"
        />
        <AmountField form={form} name="price" label={priceLabelOf(pricing)} testId="activity-price" />
        {pricing === 'mixed' && (
          <AmountField
            form={form}
            name="variable"
            label={activityLabels.variable}
            testId="activity-variable"
          />
        )}
      </SimpleGrid>
      <Text fw={500} size="sm">
        Отстъпка за братя и сестри
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IntegerInput
          {...siblingPercent}
          label={activityLabels.siblingSecondPercent}
          description="Най-голямото дете плаща цялата такса; братята и сестрите – деца с общ родител."
          data-testid="activity-sibling-percent"
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={activityLabels.siblingThirdFree}
          checked={thirdFree.value}
          onChange={(e) => thirdFree.onChange(e.currentTarget.checked)}
          data-testid="activity-sibling-third-free"
        />
      </SimpleGrid>
    </>
  );
}
