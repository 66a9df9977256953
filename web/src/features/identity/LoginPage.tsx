import { LoginIdentifierKind } from '@gradina/shared';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { callApi, isApiError } from '../../api/client';
import { unexpectedErrorMessage } from '../../api/errors';
import { setToken } from '../../api/session';
import { safeRedirectTarget } from '../../app/auth/redirect';
import { Field } from '../../ui/fields';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useManifestForm } from '../../ui/forms/useManifestForm';
import {
  identifierKinds,
  identifierLabel,
  type LoginFormValues,
  loginSpec,
  passwordLabel,
} from './login-form';
import { loginNoticeOf } from './login-notice';

/**
 * Sign-in (spec: /login, layout 'Вход'): by e-mail, ЕГН/ЛНЧ or phone, and a password. A locked identifier
 * (429 after repeated wrong passwords) shows the server's message; pages that end here (a new password, an
 * activated account) leave a notice and the e-mail to fill in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const notice = loginNoticeOf(location.state);
  // The refusal above the button is the failed call's own message (below), so the kit's formError is not shown.
  const manifest = useManifestForm<LoginFormValues, 'identity.login'>('identity.login', {
    ...loginSpec,
    defaultValues: {
      identifierKind: LoginIdentifierKind.Email,
      identifier: notice?.email ?? '',
      password: '',
    },
  });
  const { form, toBody, onServerError } = manifest;
  const { errors } = form.formState;
  const kind = form.watch('identifierKind');
  const kindInfo = identifierKinds.find((k) => k.kind === kind) ?? identifierKinds[0];

  const login = useMutation({
    mutationFn: (values: LoginFormValues) => callApi('identity.login', { body: toBody(values) }),
    onSuccess: ({ token }) => {
      setToken(token);
      queryClient.clear();
      navigate(safeRedirectTarget(params.get('redirect')) ?? '/', { replace: true });
    },
    onError: onServerError,
  });

  const serverMessage = login.error
    ? isApiError(login.error)
      ? login.error.message
      : unexpectedErrorMessage
    : undefined;
  const locked = isApiError(login.error) && login.error.status === 429;
  const typedEmail = kind === LoginIdentifierKind.Email ? form.watch('identifier').trim() : '';

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} data-testid="login-form">
      <Stack gap="md">
        {notice && !login.error && (
          <Alert color="garden" variant="light" role="status" data-testid="login-notice">
            {notice.notice}
          </Alert>
        )}
        <Field.Segmented
          form={manifest}
          name="identifierKind"
          label="Вход с"
          data={identifierKinds.map((k) => ({ value: k.kind, label: k.label }))}
          onPick={() => {
            form.clearErrors('identifier');
            login.reset();
          }}
          testId="login-kind"
        />

        <TextInput
          {...form.register('identifier')}
          label={identifierLabel(kindInfo.kind)}
          type={kindInfo.type}
          inputMode={kindInfo.inputMode}
          autoComplete={kindInfo.autoComplete}
          error={errors.identifier?.message}
          data-testid="login-identifier"
        />

        <PasswordField
          {...form.register('password')}
          label={passwordLabel}
          autoComplete="current-password"
          error={errors.password?.message}
          data-testid="login-password"
        />

        <Group justify="flex-end" mt={-8}>
          <Anchor
            component={Link}
            to="/login/reset"
            state={typedEmail ? { email: typedEmail } : undefined}
            fz="sm"
            data-testid="login-forgot"
          >
            Забравена парола?
          </Anchor>
        </Group>

        {serverMessage && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            data-testid="login-error"
            data-locked={locked ? 'true' : undefined}
          >
            {serverMessage}
          </Alert>
        )}

        <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
          Вход
        </Button>

        <Text fz="sm" ta="center">
          Родител сте и нямате профил?{' '}
          <Anchor component={Link} to="/registration-parents" inherit data-testid="login-register">
            Регистрация на родител
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
