import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, type ReactNode, useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import type { ApiArgs, ApiArgsTuple, ApiReply, ApiRouteId } from '../../api/routes';
import { type ManifestForm, type ManifestFormSpec, useManifestForm } from '../forms/useManifestForm';
import { useStaleEdit } from '../StaleEditModal';

/** A save the API refused in its reply (`{ isSuccessful: false, errorMessage }`) rather than by an error. */
function refusalOf(reply: unknown, refusedText = 'Записът не беше запазен.'): string | undefined {
  if (!reply || typeof reply !== 'object' || !('isSuccessful' in reply) || reply.isSuccessful !== false)
    return undefined;
  return (reply as { errorMessage?: string | null }).errorMessage || refusedText;
}

export interface FormPageOptions<V extends FieldValues, Id extends ApiRouteId, R, U extends ApiRouteId = Id> {
  /** The form on the route's body schema (`useManifestForm`'s spec with the values of a new record). */
  spec: ManifestFormSpec<V, Id> & { defaultValues: DefaultValues<V> };
  /**
   * An edit: the record's query (the page shows its loading and failure) and its values in the form; the
   * form is filled when it arrives and again after "Презареди" of a stale save.
   */
  record?: { query: UseQueryResult<R>; toValues: (record: R) => V };
  /** The call's arguments when they are more than `{ body }` (a path id, a multipart FormData). */
  toArgs?: (values: V) => ApiArgs<Id>;
  /**
   * An edit saved through another route than a new record (`children.updatePortfolio` beside
   * `children.createPortfolio`): used when `record` is given; its reply is read as the create route's.
   */
  update?: { routeId: U; toArgs: (values: V) => ApiArgs<U> };
  /**
   * Sees a failed save before the kit does (a refusal the page shows its own way); true: handled, the kit
   * neither asks about a stale version nor puts the error on the fields.
   */
  onServerError?: (error: unknown) => boolean;
  /**
   * What „Презареди" reads again after a save met a newer version, where the form has no `record` query
   * (the signed-in user's own data).
   */
  reload?: () => unknown;
  /** What the save makes stale: the feature's `invalidate…` from its `queries.ts`. */
  refresh?: (client: ReturnType<typeof useQueryClient>) => Promise<unknown>;
  /** Where "Откажи" and a save lead (the list), or what a save does instead. */
  back: string;
  onSaved?: (reply: ApiReply<Id>, values: V) => unknown;
  /** Said when the API refuses in its reply without words (default „Записът не беше запазен.“). */
  refusedText?: string;
}

export interface FormPageState<V extends FieldValues, Id extends ApiRouteId, R> extends ManifestForm<V, Id> {
  /** The form's submit: the schema's check, then the save. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** The record's query while it loads or failed (the frame shows it instead of the form). */
  record?: UseQueryResult<R>;
  back: string;
  /** The question shown when the record changed meanwhile ("Презареди"). */
  staleModal: ReactNode;
}

/**
 * The state of an edit page or form: `useManifestForm` on the save route, the save with its refresh and the
 * way back, the API's refusals on the fields or above the buttons, and the stale-version question. Render it
 * with `<FormPage page={…}>` (a page) or `<FormFrame page={…}>` (inside a modal or a card).
 *
 * ```tsx
 * const existing = useRouteQuery('kindergartens.dayOff', { path: { id } }, { enabled: editing });
 * const page = useFormPage('kindergartens.saveDayOff', {
 *   spec: { ...dayOffFormSpec(kindergartenId), defaultValues: newDayOff(periodId) },
 *   record: editing ? { query: existing, toValues: dayOffValues } : undefined,
 *   refresh: invalidateDaysOff,
 *   back: '/days-off',
 * });
 * ```
 */
export function useFormPage<
  V extends FieldValues,
  Id extends ApiRouteId,
  R = never,
  U extends ApiRouteId = Id,
>(routeId: Id, options: FormPageOptions<V, Id, R, U>): FormPageState<V, Id, R> {
  const manifest = useManifestForm<V, Id>(routeId, options.spec);
  const { form, toBody, setFormError, onServerError } = manifest;
  const client = useQueryClient();
  const navigate = useNavigate();
  const record = options.record;
  const stale = useStaleEdit(() => (record ? record.query.refetch() : options.reload?.()));
  // The stored record fills the form once it is read (and again after a reload of a newer version).
  // Pages pass `toValues` inline: a ref keeps a new function from filling the form again on every render.
  const toValues = useRef(record?.toValues);
  toValues.current = record?.toValues;
  const loaded = record?.query.data;
  useEffect(() => {
    if (loaded !== undefined && toValues.current) form.reset(toValues.current(loaded));
  }, [loaded, form]);

  const save = useMutation({
    mutationFn: (values: V) => {
      const update = record && options.update;
      if (update) {
        const args = update.toArgs(values);
        return callApi(update.routeId, ...([args] as ApiArgsTuple<U>)) as Promise<unknown> as Promise<
          ApiReply<Id>
        >;
      }
      const args = options.toArgs ? options.toArgs(values) : ({ body: toBody(values) } as ApiArgs<Id>);
      return callApi(routeId, ...([args] as ApiArgsTuple<Id>));
    },
    onSuccess: async (reply, values) => {
      const refused = refusalOf(reply, options.refusedText);
      if (refused) return setFormError(refused);
      await options.refresh?.(client);
      if (options.onSaved) await options.onSaved(reply, values);
      else navigate(options.back);
    },
    onError: (error) => options.onServerError?.(error) || stale.caught(error) || onServerError(error),
  });
  return {
    ...manifest,
    submit: manifest.submitTo(save.mutate),
    saving: save.isPending,
    record: record?.query,
    back: options.back,
    staleModal: stale.modal,
  };
}
