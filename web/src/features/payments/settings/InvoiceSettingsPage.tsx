import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { refreshSettings, settingsQuery } from './queries';
import { type SettingsValues, settingsFormSpec, settingsLabels } from './settings-form';

const fields = ['legalName', 'eik', 'vatNumber', 'address', 'accountablePerson', 'iban', 'bankName'] as const;
const required = new Set(['legalName', 'eik', 'address', 'accountablePerson']);

/**
 * /platform/settings/invoices: the kindergarten as the issuer of receipts and invoices (name, ЕИК, ИН по
 * ЗДДС when registered, address, МОЛ, bank account), printed on every receipt and invoice; a link to the
 * document types and their numbering.
 */
export function InvoiceSettingsPage() {
  useDocumentTitle('Фактуриране | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const stored = useQuery({ ...settingsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    SettingsValues,
    'payments.saveInvoiceSettings'
  >('payments.saveInvoiceSettings', {
    ...settingsFormSpec(kindergartenId),
    defaultValues: {
      legalName: '',
      eik: '',
      address: '',
      accountablePerson: '',
      vatNumber: '',
      iban: '',
      bankName: '',
      version: 0,
    },
  });
  useEffect(() => {
    if (stored.data) form.reset(stored.data);
  }, [stored.data, form]);
  const [stale, setStale] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const save = useMutation({
    mutationFn: (v: SettingsValues) => callApi('payments.saveInvoiceSettings', { body: toBody(v) }),
    onSuccess: async () => {
      setSavedOnce(true);
      await refreshSettings(client);
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  const reload = useMutation({
    mutationFn: () => client.refetchQueries({ queryKey: settingsQuery(kindergartenId).queryKey }),
    onSuccess: () => setStale(false),
  });

  if (!kindergartenId) return <Alert color="yellow">Настройките за фактуриране са на детска градина.</Alert>;
  if (stored.isPending) return <Loading />;
  if (stored.isError) return <QueryError error={stored.error} />;
  const { errors } = form.formState;
  const canEdit = can('Payments', 'update');

  return (
    <Stack gap="lg" maw={900} data-testid="invoice-settings-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Фактуриране</Title>
          <Text c="dimmed">Данните на детската градина, които се отпечатват на разписките.</Text>
        </Stack>
        <Button variant="default" component={Link} to="/platform/settings/invoices/invoice-types">
          Видове документи и номерация
        </Button>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="invoice-settings-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            setSavedOnce(false);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map((name) => (
                <TextInput
                  key={name}
                  {...form.register(name)}
                  label={settingsLabels[name]}
                  withAsterisk={required.has(name)}
                  readOnly={!canEdit}
                  maxLength={name === 'address' ? 300 : 200}
                  description={
                    name === 'vatNumber'
                      ? 'Само ако градината е регистрирана по ЗДДС: BG и ЕИК (нужен за фактури с ДДС)'
                      : undefined
                  }
                  error={errors[name]?.message}
                  data-testid={`invoice-settings-${name}`}
                />
              ))}
            </SimpleGrid>
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="invoice-settings-error">
                {formError}
              </Alert>
            )}
            {savedOnce && (
              <Alert color="green" variant="light" data-testid="invoice-settings-saved">
                Данните са запазени.
              </Alert>
            )}
            {canEdit && (
              <Group>
                <Button type="submit" loading={save.isPending} data-testid="invoice-settings-save">
                  Запази
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
