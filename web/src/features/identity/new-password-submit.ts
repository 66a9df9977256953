import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi, isApiError } from '../../api/client';
import type { ApiArgsTuple, ApiReply } from '../../api/routes';
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
  failure: string;
  notice: string;
  email: string | null | undefined;
}) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const mutation = useMutation({
    // Both link routes answer the save reply.
    mutationFn: (password: string) =>
      callApi(options.routeId, ...([{ body: options.bodyOf(password) }] as ApiArgsTuple<Id>)) as Promise<
        ApiReply<LinkPasswordRoute>
      >,
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
