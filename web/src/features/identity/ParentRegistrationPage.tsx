import { Anchor, Paper, SimpleGrid, Stack, Text, type TextInputProps, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { Field } from '../../ui/fields';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useManifestForm } from '../../ui/forms/useManifestForm';
import { PageSection } from '../../ui/page/PageSection';
import { SubmitRow } from '../../ui/page/SubmitRow';
import { FailureAlert } from '../../ui/result-message';
import {
  childIdentifierLabel,
  childIdentifierTypes,
  passwordRuleText,
  type RegistrationValues,
  registrationBody,
  registrationLabels,
  registrationSpec,
  relationOptions,
} from './account-forms';
import { botProtectionEnabled, botProtectionToken } from './bot-protection';

/** What a text field of the form may set besides its name: the label of a field that depends on a choice. */
type TextProps = Omit<
  TextInputProps,
  'label' | 'value' | 'onChange' | 'error' | 'defaultValue' | 'form' | 'name'
> & {
  label?: string;
};

type TextField = Exclude<
  keyof RegistrationValues,
  'password' | 'confirmPassword' | 'relation' | 'childIdentifierType'
>;

/**
 * /registration-parents: a parent asks for an account. The request goes to the kindergarten, whose director or
 * administrator approves it (the account, the membership and the link to the child with that ЕГН/ЛНЧ are
 * made only then). The kindergarten is named by its code; its registration link
 * (`/registration-parents?kindergartenId=…`, shown on /parents/registration-parents) fills it in.
 */
export function ParentRegistrationPage() {
  useDocumentTitle('Регистрация на родител | Градина');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetKindergarten = (params.get('kindergartenId') ?? '').trim().slice(0, 64);
  const manifest = useManifestForm('identity.registerParent', {
    ...registrationSpec,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      relation: '',
      childFirstName: '',
      childLastName: '',
      childIdentifierType: 0,
      childIdentifier: '',
      kindergartenId: presetKindergarten,
    },
  });
  const { form, formError, setFormError, onServerError, submitTo } = manifest;
  const { errors } = form.formState;
  const identifierType = form.watch('childIdentifierType');

  const register = useMutation({
    mutationFn: async (v: RegistrationValues) => {
      const captchaToken = await botProtectionToken('register_parent');
      return callApi('identity.registerParent', { body: registrationBody(v, captchaToken) });
    },
    onSuccess: (reply, v) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Заявката не беше изпратена.');
        return;
      }
      navigate('/registration-parents-success-message', { replace: true, state: { email: v.email.trim() } });
    },
    onError: onServerError,
  });

  const text = (name: TextField, props: TextProps = {}) => (
    <Field.Text form={manifest} name={name} testId={`registration-${name}`} {...props} />
  );

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="registration-page">
      <form noValidate data-testid="registration-form" onSubmit={submitTo(register.mutate)}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              Регистрация на родител
            </Title>
            <Text c="dimmed" fz="sm">
              Заявката отива в детската градина на детето ви. Профилът ви се създава, когато директорът или
              администраторът я одобри; ще ви уведомим по имейл.
            </Text>
          </Stack>

          <PageSection title="Родител">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('firstName', { autoComplete: 'given-name' })}
              {text('lastName', { autoComplete: 'family-name' })}
              {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
              {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            </SimpleGrid>
            <Field.Select
              form={manifest}
              name="relation"
              placeholder="Изберете"
              data={relationOptions.map((o) => ({ ...o }))}
              comboboxProps={{ withinPortal: true }}
              testId="registration-relation"
            />
          </PageSection>

          <PageSection title="Дете">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('childFirstName')}
              {text('childLastName')}
            </SimpleGrid>
            <Field.Segmented
              form={manifest}
              name="childIdentifierType"
              data={childIdentifierTypes.map((t) => ({ value: t.type, label: t.label }))}
              onPick={() => form.clearErrors('childIdentifier')}
              testId="registration-childIdentifierType"
            />
            {text('childIdentifier', {
              label: childIdentifierLabel(identifierType),
              inputMode: identifierType === 2 ? 'text' : 'numeric',
              maxLength: 20,
              autoComplete: 'off',
            })}
          </PageSection>

          <PageSection title="Детска градина">
            {text('kindergartenId', {
              description: 'Кодът е във връзката за регистрация, която детската градина ви е изпратила.',
              readOnly: presetKindergarten !== '' && !errors.kindergartenId,
              autoComplete: 'off',
            })}
          </PageSection>

          <PageSection title="Парола за профила">
            <Text fz="sm" c="dimmed">
              {passwordRuleText}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordField
                {...form.register('password')}
                label={registrationLabels.password}
                autoComplete="new-password"
                error={errors.password?.message}
                data-testid="registration-password"
              />
              <PasswordField
                {...form.register('confirmPassword')}
                label={registrationLabels.confirmPassword}
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                data-testid="registration-confirmPassword"
              />
            </SimpleGrid>
          </PageSection>

          <FailureAlert text={formError} testId="registration-error" />
          {botProtectionEnabled && (
            <Text fz="xs" c="dimmed">
              Формулярът е защитен от автоматизирани заявки с reCAPTCHA на Google.
            </Text>
          )}
          <SubmitRow label="Изпрати заявката" loading={register.isPending} testId="registration-submit">
            <Anchor component={Link} to="/login" fz="sm">
              Имате профил? Вход
            </Anchor>
          </SubmitRow>
        </Stack>
      </form>
    </Paper>
  );
}
