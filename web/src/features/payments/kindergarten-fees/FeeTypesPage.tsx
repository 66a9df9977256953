import {
  type KindergartenFeeType,
  kindergartenFeeModelLabels,
  kindergartenFeeModels,
  moduleTitle,
} from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { Alert, Badge, Button, Card, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords, useListDelete } from '../../../ui/delete/useConfirmDelete';
import { Field, useGroupOptions } from '../../../ui/fields';
import { formatDate, sofiaDay } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { MessageAlert, type Msg, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { ExemptionsCard } from './ExemptionsCard';
import { feeTypeFormSpec, feeTypeValues, newFeeType } from './fee-type-form';
import { invalidateFeeSettings, invalidateFeeTypes } from './queries';

const listPath = '/platform/settings/fees-types_depricated';
const modelOptions = kindergartenFeeModels.map((m) => ({ value: m, label: kindergartenFeeModelLabels[m] }));

/** What the type charges, as one line: „20,00 € + 28,00 € по посещения“. */
const amountText = (t: KindergartenFeeType) =>
  t.pricing === 'mixed'
    ? `${formatCents(t.priceCents)} + ${formatCents(t.variableCents)} по посещения`
    : t.pricing === 'day'
      ? `${formatCents(t.priceCents)} на ден`
      : `${formatCents(t.priceCents)} на месец`;

/**
 * /platform/settings/fees-types_depricated: the module „Такси за детската градина“ switched on or off (off by
 * default), the merchant account online payments go to, the fee types with their models, and the children's
 * exemptions. While the module is off only the switch shows.
 */
export function FeeTypesPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const settings = useRouteQuery(
    'payments.kindergartenFeeSettings',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  if (!kindergartenId) return <Alert color="yellow">Таксите се настройват в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1100} data-testid="kg-fee-settings-page">
      <ModuleCard kindergartenId={kindergartenId} />
      {settings.data?.enabled && (
        <>
          <FeeTypes kindergartenId={kindergartenId} msg={msg} />
          <ExemptionsCard kindergartenId={kindergartenId} />
        </>
      )}
    </Stack>
  );
}

/** The module switch and the merchant account: a form on the settings route. */
function ModuleCard({ kindergartenId }: { kindergartenId: string }) {
  const msg = useMessage();
  const settings = useRouteQuery('payments.kindergartenFeeSettings', { query: { kindergartenId } });
  const page = useFormPage('payments.saveKindergartenFeeSettings', {
    spec: {
      labels: {
        enabled: `Модулът „${moduleTitle}“ е включен`,
        providerId: 'Сметка в ePay за онлайн плащане',
      },
      toBody: (v: { enabled: boolean; providerId: string; version: number }) => ({
        kindergartenId,
        enabled: v.enabled,
        providerId: v.providerId || null,
        version: v.version,
      }),
      defaultValues: { enabled: false, providerId: '', version: 0 },
    },
    record: {
      query: settings,
      toValues: (s) => ({ enabled: s.enabled, providerId: s.providerId ?? '', version: s.version }),
    },
    refresh: invalidateFeeSettings,
    back: listPath,
    onSaved: (_r, v) => msg.ok(v.enabled ? `Модулът „${moduleTitle}“ е включен.` : 'Модулът е изключен.'),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="xs">
        {moduleTitle}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Месечните такси на частна детска градина и историята на общинските такси. Модулът е изключен по
        подразбиране; докато е изключен, менюто му не се показва.
      </Text>
      <FormFrame page={page} onCancel={false} testId="fee-settings">
        <Field.Checkbox form={page} name="enabled" testId="fee-settings-enabled" />
        <Field.Provider form={page} name="providerId" clearable testId="fee-settings-provider" />
        {settings.data?.providerId && !settings.data.takesOnlinePayments && (
          <Alert color="yellow">
            Сметката още не приема онлайн плащания: Главният администратор я проверява.
          </Alert>
        )}
      </FormFrame>
      <MessageAlert msg={msg} testId="fee-settings-message" />
    </Card>
  );
}

function FeeTypes({ kindergartenId, msg }: { kindergartenId: string; msg: Msg }) {
  const client = useQueryClient();
  const { can } = usePermissions();
  const types = useRouteQuery('payments.kindergartenFeeTypes', { query: { kindergartenId } });
  const groups = useGroupOptions();
  const groupName = new Map(groups.options.map((g) => [g.value, g.label]));
  // undefined: the form is closed; null: a new type.
  const [editing, setEditing] = useState<KindergartenFeeType | null>();
  const remove = useListDelete<KindergartenFeeType>({
    remove: (t) => callApi('payments.deleteKindergartenFeeType', { path: { id: t.id } }),
    msg,
    refresh: () => invalidateFeeTypes(client),
    ...deleteWords({ the: 'видът', a: 'вид такса', deleted: 'изтрит' }, (t) => t.name),
    testId: 'fee-type-delete',
  });
  const columns: EntityColumn<KindergartenFeeType>[] = [
    { id: 'name', header: 'Вид', cell: (t) => t.name, sortText: (t) => t.name, td: { fw: 600 } },
    {
      id: 'model',
      header: 'Модел',
      cell: (t) => <Badge variant="light">{kindergartenFeeModelLabels[t.pricing]}</Badge>,
    },
    { id: 'amount', header: 'Сума', cell: amountText },
    {
      id: 'siblings',
      header: 'Братя и сестри',
      cell: (t) =>
        [
          t.siblingSecondPercent ? `2-ро дете −${t.siblingSecondPercent}%` : '',
          t.siblingThirdFree ? '3-то безплатно' : '',
        ]
          .filter(Boolean)
          .join(', ') || '—',
    },
    {
      id: 'groups',
      header: 'Групи',
      cell: (t) => (t.groupIds.length ? t.groupIds.map((g) => groupName.get(g) ?? '').join(', ') : 'Всички'),
    },
    {
      id: 'dates',
      header: 'В сила',
      cell: (t) => `от ${formatDate(t.fromDate)}${t.toDate ? ` до ${formatDate(t.toDate)}` : ''}`,
    },
  ];
  return (
    <ListPage
      title="Видове такси"
      intro="Всеки вид се начислява месечно на децата от групите си, докато е в сила."
      action={
        can('Fees', 'update') && {
          label: 'Нов вид такса',
          onClick: () => setEditing(null),
          testId: 'fee-type-add',
        }
      }
      msg={msg}
      remove={remove}
      testId="fee-types"
    >
      <EntityTable<KindergartenFeeType>
        query={types}
        rows={types.data}
        columns={columns}
        rowProps={(t) => ({ 'data-testid': 'fee-type-row', 'data-name': t.name })}
        rowActions={(t) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => setEditing(t)} data-testid="fee-type-edit">
              Редактирай
            </Button>
            {t.feesCount === 0 && remove.button(t, 'fee-type-delete-button')}
          </>
        )}
        empty="Още няма видове такси."
        minWidth={760}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Вид такса' : 'Нов вид такса'}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {editing !== undefined && (
          <FeeTypeForm
            kindergartenId={kindergartenId}
            type={editing}
            msg={msg}
            onClose={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </ListPage>
  );
}

function FeeTypeForm({
  kindergartenId,
  type,
  msg,
  onClose,
}: {
  kindergartenId: string;
  type: KindergartenFeeType | null;
  msg: Msg;
  onClose: () => void;
}) {
  const types = useRouteQuery('payments.kindergartenFeeTypes', { query: { kindergartenId } });
  const page = useFormPage('payments.saveKindergartenFeeType', {
    spec: {
      ...feeTypeFormSpec(kindergartenId),
      defaultValues: type ? feeTypeValues(type) : newFeeType(sofiaDay(Date.now())),
    },
    record: type
      ? { query: types, toValues: (list) => feeTypeValues(list.find((t) => t.id === type.id) ?? type) }
      : undefined,
    refresh: invalidateFeeTypes,
    back: listPath,
    onSaved: (_r, v) => {
      onClose();
      msg.ok(`Видът „${v.name.trim()}“ е записан.`);
    },
  });
  const pricing = page.form.watch('pricing');
  const groups = useGroupOptions();
  return (
    <FormFrame page={page} onCancel={onClose} testId="fee-type">
      <Field.Text form={page} name="name" data-autofocus testId="fee-type-name" />
      <Field.Select form={page} name="pricing" data={modelOptions} testId="fee-type-model" />
      <Field.Money form={page} name="priceCents" testId="fee-type-price" />
      {pricing === 'mixed' && <Field.Money form={page} name="variableCents" testId="fee-type-variable" />}
      <Field.MultiSelect form={page} name="groupIds" data={groups.options} testId="fee-type-groups" />
      <Field.Number form={page} name="siblingSecondPercent" testId="fee-type-second" />
      <Field.Checkbox form={page} name="siblingThirdFree" testId="fee-type-third" />
      <Field.Period form={page} testId="fee-type" />
    </FormFrame>
  );
}
