import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { ConfigurationBadges } from './ProvidersPage';
import {
  newProvider,
  type ProviderValues,
  providerFormSpec,
  providerLabels,
  providerValues,
} from './provider-form';
import { adminProviderQuery, invalidateProviders } from './queries';

const listPath = '/admin/activities/providers';

/**
 * /admin/activities/providers/create and /{id}: a provider's data and its ePay merchant account. The secret
 * is write-only: the field is always empty and a typed one replaces the stored one. Once КИН and secret are
 * stored, "Провери известията" sends a test notification as ePay would to the provider's notification URL
 * and shows the outcome; a failed test's error stays until "Изчисти грешката".
 */
export function ProviderEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Доставчик' : 'Нов доставчик'} | Градина`);
  const client = useQueryClient();
  const navigate = useNavigate();
  const msg = useMessage();
  const existing = useQuery({ ...adminProviderQuery(id ?? ''), enabled: editing, retry: false });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ProviderValues,
    'activities.saveProvider'
  >('activities.saveProvider', { ...providerFormSpec, defaultValues: newProvider() });
  useEffect(() => {
    if (existing.data) form.reset(providerValues(existing.data));
  }, [existing.data, form]);
  const stale = useStaleEdit(() => existing.refetch());

  const save = useMutation({
    mutationFn: (v: ProviderValues) => callApi('activities.saveProvider', { body: toBody(v) }),
    onSuccess: async (reply) => {
      await invalidateProviders(client);
      if (editing) msg.ok('Доставчикът е запазен.');
      else navigate(`${listPath}/${reply.entityId}`, { replace: true });
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });
  const test = useMutation({
    mutationFn: () => callApi('activities.initiateWebhookTest', { path: { id: id ?? '' } }),
    onSuccess: async (reply) => {
      if (reply.isVerified) msg.ok('Проверката е успешна: адресът за известия отговаря както изисква ePay.');
      else msg.fail(undefined, reply.configurationError ?? 'Проверката не успя.');
      await invalidateProviders(client);
    },
    onError: (error) => msg.fail(error, 'Проверката не беше стартирана.'),
  });
  const reset = useMutation({
    mutationFn: () => callApi('activities.resetProviderError', { path: { id: id ?? '' } }),
    onSuccess: async () => {
      msg.ok('Грешката е изчистена.');
      await invalidateProviders(client);
    },
    onError: (error) => msg.fail(error, 'Грешката не беше изчистена.'),
  });

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError)
    return (
      <Stack gap="md" maw={860}>
        <Title order={1}>Доставчик</Title>
        <Alert color="red" variant="light" role="alert" data-testid="provider-load-error">
          {isApiError(existing.error) && existing.error.status === 404
            ? 'Доставчикът не е намерен: може да е изтрит.'
            : 'Доставчикът не можа да бъде зареден.'}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => navigate(listPath)}>
            Към доставчиците
          </Button>
        </Group>
      </Stack>
    );
  const { errors } = form.formState;
  const provider = existing.data;
  const text = (name: 'name' | 'eik' | 'address' | 'contactName' | 'phone' | 'email', required = false) => (
    <TextInput
      {...form.register(name)}
      label={providerLabels[name]}
      withAsterisk={required}
      error={errors[name]?.message}
      data-testid={`provider-${name}`}
    />
  );
  const verified = provider ? (provider.configuration & Flag.WebHookVerified) !== 0 : false;

  return (
    <Stack gap="lg" maw={860} data-testid="provider-edit-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{provider ? provider.name : 'Нов доставчик'}</Title>
        <Button variant="default" onClick={() => navigate(listPath)}>
          Към доставчиците
        </Button>
      </Group>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="provider-message"
        errorTestId="provider-error"
      />
      <form
        noValidate
        data-testid="provider-form"
        onSubmit={form.handleSubmit((v) => {
          setFormError(undefined);
          msg.clear();
          save.mutate(v);
        })}
      >
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} fz="h4">
                Данни
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('name', true)}
                {text('eik', true)}
                {text('contactName')}
                {text('phone')}
                {text('email')}
                <Controller
                  control={form.control}
                  name="defaultDiscountPercent"
                  render={({ field }) => (
                    <IntegerInput
                      label={providerLabels.defaultDiscountPercent}
                      value={String(field.value)}
                      onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
                      error={errors.defaultDiscountPercent?.message}
                      data-testid="provider-discount"
                    />
                  )}
                />
              </SimpleGrid>
              {text('address')}
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} fz="h4">
                Плащания през ePay.bg
              </Title>
              {provider && <ConfigurationBadges provider={provider} />}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...form.register('min')}
                  label={providerLabels.min}
                  inputMode="numeric"
                  error={errors.min?.message}
                  data-testid="provider-min"
                />
                <PasswordInput
                  {...form.register('secret')}
                  label={providerLabels.secret}
                  placeholder="Задайте нов таен ключ"
                  description={
                    provider?.secretSet
                      ? 'Ключът е записан. Въведете нов само ако искате да го смените.'
                      : 'Ключът се записва шифрован и не се показва повече.'
                  }
                  autoComplete="new-password"
                  visibilityToggleButtonProps={{ 'aria-label': 'Покажи или скрий ключа' }}
                  error={errors.secret?.message}
                  data-testid="provider-secret"
                />
              </SimpleGrid>
              {provider && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Адрес за известия (доставчикът го задава в профила си в ePay.bg):{' '}
                  <Code data-testid="provider-notify-url">{provider.notifyUrl}</Code>
                </Text>
              )}
              <Checkbox
                {...form.register('acceptsTransferPayments')}
                label={providerLabels.acceptsTransferPayments}
                data-testid="provider-transfer"
              />
              <Checkbox
                {...form.register('onlinePaymentsEnabled')}
                label={providerLabels.onlinePaymentsEnabled}
                description={verified ? undefined : 'Разрешават се след успешна проверка на известията.'}
                error={errors.onlinePaymentsEnabled?.message}
                data-testid="provider-enabled"
              />
              {provider?.configurationError && (
                <Alert
                  color="red"
                  variant="light"
                  title="Грешка при проверката"
                  data-testid="provider-config-error"
                >
                  {provider.configurationError}
                </Alert>
              )}
              {provider && (
                <Group>
                  <Button
                    variant="light"
                    onClick={() => {
                      msg.clear();
                      test.mutate();
                    }}
                    loading={test.isPending}
                    disabled={!provider.min || !provider.secretSet}
                    data-testid="provider-test"
                  >
                    Провери известията
                  </Button>
                  {provider.configurationError && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        msg.clear();
                        reset.mutate();
                      }}
                      loading={reset.isPending}
                      data-testid="provider-reset"
                    >
                      Изчисти грешката
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Paper>
          {formError && (
            <Text c="red" role="alert">
              {formError}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="provider-save">
              Запази
            </Button>
          </Group>
        </Stack>
      </form>
      {stale.modal}
    </Stack>
  );
}
