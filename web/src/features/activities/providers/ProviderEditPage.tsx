import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { Alert, Button, Code, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { Field, useBoundField } from '../../../ui/fields';
import { Loading } from '../../../ui/Loading';
import { FormFrame, useFormPage } from '../../../ui/page';
import { PageSection } from '../../../ui/page/PageSection';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { ConfigurationBadges } from './ProvidersPage';
import { newProvider, providerFormSpec, providerValues } from './provider-form';
import { invalidateProviders } from './queries';

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
  const navigate = useNavigate();
  const msg = useMessage();
  const existing = useRouteQuery(
    'activities.adminProvider',
    { path: { id: id ?? '' } },
    { enabled: editing, retry: false },
  );
  const page = useFormPage('activities.saveProvider', {
    spec: { ...providerFormSpec, defaultValues: newProvider() },
    record: editing ? { query: existing, toValues: providerValues } : undefined,
    refresh: invalidateProviders,
    back: listPath,
    onSaved: (reply) => {
      if (editing) msg.ok('Доставчикът е запазен.');
      else navigate(`${listPath}/${reply.entityId}`, { replace: true });
    },
  });
  const secret = useBoundField({ form: page, name: 'secret', testId: 'provider-secret' });
  const providerPath = { path: { id: id ?? '' } };
  const test = useRouteMutation('activities.initiateWebhookTest', {
    refresh: invalidateProviders,
    onSuccess: (reply) => {
      if (reply.isVerified) msg.ok('Проверката е успешна: адресът за известия отговаря както изисква ePay.');
      else msg.fail(undefined, reply.configurationError ?? 'Проверката не успя.');
    },
    onError: (error) => msg.fail(error, 'Проверката не беше стартирана.'),
  });
  const reset = useRouteMutation('activities.resetProviderError', {
    refresh: invalidateProviders,
    onSuccess: () => msg.ok('Грешката е изчистена.'),
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
  const provider = existing.data;
  const text = (name: 'name' | 'eik' | 'address' | 'contactName' | 'phone' | 'email') => (
    <Field.Text form={page} name={name} testId={`provider-${name}`} />
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
      <MessageAlert msg={msg} testId="provider-message" errorTestId="provider-error" />
      <FormFrame
        page={{
          ...page,
          submit: (event) => {
            msg.clear();
            return page.submit(event);
          },
        }}
        onCancel={false}
        testId="provider"
      >
        <PageSection title="Данни" card gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('name')}
            {text('eik')}
            {text('contactName')}
            {text('phone')}
            {text('email')}
            <Field.Number form={page} name="defaultDiscountPercent" testId="provider-discount" />
          </SimpleGrid>
          {text('address')}
        </PageSection>
        <PageSection title="Плащания през ePay.bg" card gap="md">
          {provider && <ConfigurationBadges provider={provider} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Text form={page} name="min" inputMode="numeric" testId="provider-min" />
            <PasswordInput
              {...secret.labelProps}
              ref={secret.ref}
              value={secret.value}
              onChange={(e) => secret.onChange(e.currentTarget.value)}
              onBlur={secret.onBlur}
              error={secret.error}
              placeholder="Задайте нов таен ключ"
              description={
                provider?.secretSet
                  ? 'Ключът е записан. Въведете нов само ако искате да го смените.'
                  : 'Ключът се записва шифрован и не се показва повече.'
              }
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Покажи или скрий ключа' }}
            />
          </SimpleGrid>
          {provider && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Адрес за известия (доставчикът го задава в профила си в ePay.bg):{' '}
              <Code data-testid="provider-notify-url">{provider.notifyUrl}</Code>
            </Text>
          )}
          <Field.Checkbox form={page} name="acceptsTransferPayments" testId="provider-transfer" />
          <Field.Checkbox
            form={page}
            name="onlinePaymentsEnabled"
            description={verified ? undefined : 'Разрешават се след успешна проверка на известията.'}
            testId="provider-enabled"
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
                  test.mutate(providerPath);
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
                    reset.mutate(providerPath);
                  }}
                  loading={reset.isPending}
                  data-testid="provider-reset"
                >
                  Изчисти грешката
                </Button>
              )}
            </Group>
          )}
        </PageSection>
      </FormFrame>
    </Stack>
  );
}
