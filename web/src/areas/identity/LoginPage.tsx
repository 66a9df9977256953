import { LoginIdentifierKind } from '@gradina/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi, isApiError } from '../../api/client';
import { unexpectedErrorMessage } from '../../api/errors';
import { setToken } from '../../api/session';
import { safeRedirectTarget } from '../../app/auth/redirect';
import {
  identifierKinds,
  identifierLabel,
  type LoginFormInput,
  type LoginFormValues,
  loginFormSchema,
  passwordLabel,
} from './login-form';

/** Sign-in (spec: /login, layout 'Вход'): by e-mail, ЕГН/ЛНЧ or phone, and a password. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifierKind: LoginIdentifierKind.Email, identifier: '', password: '' },
  });
  const { errors } = form.formState;
  const kind = form.watch('identifierKind');
  const kindInfo = identifierKinds.find((k) => k.kind === kind) ?? identifierKinds[0];

  const login = useMutation({
    mutationFn: (body: LoginFormValues) => callApi('identity.login', { body }),
    onSuccess: ({ token }) => {
      setToken(token);
      queryClient.clear();
      navigate(safeRedirectTarget(params.get('redirect')) ?? '/', { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const e of error.errors) {
        const field = e.field.replace(/^body\./, '');
        if (field === 'identifier' || field === 'password') form.setError(field, { message: e.message });
      }
    },
  });

  const serverMessage = login.error
    ? isApiError(login.error)
      ? login.error.message
      : unexpectedErrorMessage
    : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} data-testid="login-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="identifierKind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500} id="login-kind-label">
                Вход с
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="login-kind-label"
                data-testid="login-kind"
                value={String(field.value)}
                onChange={(v) => {
                  field.onChange(Number(v));
                  form.clearErrors('identifier');
                  login.reset();
                }}
                data={identifierKinds.map((k) => ({ value: String(k.kind), label: k.label }))}
              />
            </Stack>
          )}
        />

        <TextInput
          {...form.register('identifier')}
          label={identifierLabel(kindInfo.kind)}
          type={kindInfo.type}
          inputMode={kindInfo.inputMode}
          autoComplete={kindInfo.autoComplete}
          withAsterisk
          error={errors.identifier?.message}
          data-testid="login-identifier"
        />

        <PasswordInput
          {...form.register('password')}
          label={passwordLabel}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Покажи или скрий паролата' }}
          withAsterisk
          error={errors.password?.message}
          data-testid="login-password"
        />

        {serverMessage && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {serverMessage}
          </Alert>
        )}

        <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
          Вход
        </Button>
      </Stack>
    </form>
  );
}
