import { Alert, Button, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateSettings } from './queries';
import { newSettings, settingsFormSpec } from './settings-form';

const fields = ['legalName', 'eik', 'vatNumber', 'address', 'accountablePerson', 'iban', 'bankName'] as const;
const required = new Set<string>(['legalName', 'eik', 'address', 'accountablePerson']);

/**
 * /platform/settings/invoices: the kindergarten as the issuer of receipts and invoices (name, ЕИК, ИН по
 * ЗДДС when registered, address, МОЛ, bank account), printed on every receipt and invoice; a link to the
 * document types and their numbering. A save stays on the page and says so.
 */
export function InvoiceSettingsPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const { can } = usePermissions();
  const [savedOnce, setSavedOnce] = useState(false);
  const stored = useRouteQuery(
    'payments.invoiceSettings',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const page = useFormPage('payments.saveInvoiceSettings', {
    spec: { ...settingsFormSpec(kindergartenId), defaultValues: newSettings },
    record: { query: stored, toValues: (s) => s },
    refresh: invalidateSettings,
    // The page has no list above it: "Назад" of a reader leads home, "Откажи" of an editor undoes the edits.
    back: '/',
    onSaved: () => setSavedOnce(true),
  });
  if (!kindergartenId) return <Alert color="yellow">Настройките за фактуриране са на детска градина.</Alert>;
  const canEdit = can('Payments', 'update');
  // The note of the last save goes while the next one is on its way.
  const hideSaved: typeof page.submit = (event) => {
    setSavedOnce(false);
    return page.submit(event);
  };

  return (
    <FormPage
      page={{ ...page, submit: hideSaved }}
      title="Фактуриране"
      intro="Данните на детската градина, които се отпечатват на разписките."
      readOnly={!canEdit}
      onCancel={canEdit ? () => page.form.reset(stored.data) : undefined}
      maw={900}
      testId="invoice-settings"
      extraActions={
        <Button variant="default" component={Link} to="/platform/settings/invoices/invoice-types">
          Видове документи и номерация
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((name) => (
          <Field.Text
            key={name}
            form={page}
            name={name}
            required={required.has(name)}
            readOnly={!canEdit}
            maxLength={name === 'address' ? 300 : 200}
            description={
              name === 'vatNumber'
                ? 'Само ако градината е регистрирана по ЗДДС: BG и ЕИК (нужен за фактури с ДДС)'
                : undefined
            }
            testId={`invoice-settings-${name}`}
          />
        ))}
      </SimpleGrid>
      {savedOnce && (
        <Alert color="green" variant="light" data-testid="invoice-settings-saved">
          Данните са запазени.
        </Alert>
      )}
    </FormPage>
  );
}
