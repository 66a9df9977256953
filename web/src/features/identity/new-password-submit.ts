import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { saveErrorText } from '../../ui/forms/form-errors';
import type { BodyOf } from '../../ui/forms/useManifestForm';
import type { LoginNotice } from './login-notice';
import type { LinkPasswordRoute } from './NewPasswordForm';

/**
 * Sending the password of a single-use link (activation, recovery): the server's refusal of the password shows
 * at the field, any other refusal above the button, and success goes to /login with a notice and the e-mail.
 * The result spreads into `NewPasswordForm`.
 */
export function useNewPasswordSubmit<Id extends LinkPasswordRoute>(options: {
  /** The link's route and its body for a password: the form checks by that route's schema. */
  routeId: Id;
  bodyOf: (password: string) => BodyOf<Id>;
  send: (body: BodyOf<Id>) => Promise<{ isSuccessful: boolean; errorMessage: string | null }>;
  failure: string;
  notice: string;
  email: string | null | undefined;
}) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (password: string) => options.send(options.bodyOf(password)),
    onSuccess: (reply) => {
      if (!reply.isSuccessful) {
        setServerError(reply.errorMessage || options.failure);
        return;
      }
      const state: LoginNotice = { notice: options.notice, email: options.email ?? undefined };
      navigate('/login', { replace: true, state });
    },
    onError: (error) => {
      const forPassword = isApiError(error)
        ? error.errors.find((e) => e.field.endsWith('password'))
        : undefined;
      setPasswordError(forPassword?.message);
      setServerError(forPassword ? undefined : saveErrorText(error));
    },
  });
  return {
    routeId: options.routeId,
    bodyOf: options.bodyOf,
    pending: mutation.isPending,
    serverError,
    passwordError,
    onSubmit: (password: string) => {
      setServerError(undefined);
      setPasswordError(undefined);
      mutation.mutate(password);
    },
  };
}
