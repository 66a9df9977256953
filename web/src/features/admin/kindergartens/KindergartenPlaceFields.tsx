import { SimpleGrid } from '@mantine/core';
import { Field, type FieldHost } from '../../../ui/fields';
import { KindergartenField } from '../../../ui/KindergartenPicker';
import { type KindergartenPlaceValues, kindergartenTypeOptions } from './kindergarten-form';
import { SettlementField } from './SettlementField';

/**
 * What identifies and locates a kindergarten, the same in the new kindergarten's form and in the edit: name,
 * kind, the mother of a branch, the settlement by ЕКАТТЕ and the address, ЕИК, НЕИСПУО's code and contacts.
 * `readOnlyIdentity`: a director sees but may not change what the register says (name, kind, mother, code).
 */
export function KindergartenPlaceFields<V extends KindergartenPlaceValues>({
  form,
  settlement,
  readOnlyIdentity,
  testId,
}: {
  form: FieldHost<V>;
  settlement?: { label: string; where: string };
  readOnlyIdentity?: boolean;
  testId: string;
}) {
  // The place's fields exist in every V this takes; react-hook-form cannot see that through the generic.
  const f = form as unknown as FieldHost<KindergartenPlaceValues>;
  return (
    <>
      <Field.Text form={f} name="name" disabled={readOnlyIdentity} testId={`${testId}-name`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={f}
          name="kindergartenType"
          data={kindergartenTypeOptions}
          allowDeselect={false}
          disabled={readOnlyIdentity}
          testId={`${testId}-type`}
        />
        {readOnlyIdentity ? null : (
          <KindergartenField form={f} name="motherKindergartenId" testId={`${testId}-mother`} />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SettlementField form={f} current={settlement} testId={`${testId}-settlement`} />
        <Field.Text form={f} name="adress" testId={`${testId}-address`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={f} name="eik" description="9 или 13 цифри" testId={`${testId}-eik`} />
        <Field.Text
          form={f}
          name="institutionCode"
          description="Кодът на институцията в НЕИСПУО"
          disabled={readOnlyIdentity}
          testId={`${testId}-code`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={f} name="phone" type="tel" testId={`${testId}-phone`} />
        <Field.Text form={f} name="email" type="email" testId={`${testId}-email`} />
      </SimpleGrid>
    </>
  );
}
