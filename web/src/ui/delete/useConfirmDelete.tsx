import { Button, type MantineSize } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';
import { saveErrorText } from '../forms/form-errors';
import type { Msg } from '../result-message';

/** A delete the API refused in its reply (`{isSuccessful: false, errorMessage}`) rather than by an error. */
function refusalOf(reply: unknown): { errorMessage?: string | null } | undefined {
  return reply && typeof reply === 'object' && 'isSuccessful' in reply && reply.isSuccessful === false
    ? (reply as { errorMessage?: string | null })
    : undefined;
}

export interface ConfirmDeleteOptions<T> {
  /** Calls the delete route. */
  remove: (item: T) => Promise<unknown>;
  /** After the delete: the message or toast, and refreshing what showed the item. */
  onDeleted: (item: T) => void | Promise<void>;
  /**
   * The API refused or the call failed: `message` is the API's Bulgarian words (or `refusedText`). Without
   * it the refusal shows inside the question, which stays open.
   */
  onRefused?: (message: string, item: T) => void;
  /** Said when the API refuses without words. */
  refusedText: string;
  /** Keep the question open after a refusal (the page shows it beside), instead of closing it. */
  keepOpenWhenRefused?: boolean;
  title: string;
  /** The confirm button's text when the action is not a plain delete (e.g. "Откачи"). */
  confirmLabel?: string;
  /** Above another modal (the one that showed the item). */
  zIndex?: number;
  /** The question, naming the item ("Да бъде ли изтрита групата „Х“?"). */
  question: (item: T) => ReactNode;
  testId: string;
  /** The row button's text when it is not "Изтрий" (e.g. "Оттегли", "Анулирай"). */
  buttonLabel?: string;
  /** Runs when the button asks (the list page clears its last result line). */
  onAsk?: () => void;
}

export interface ConfirmDelete<T> {
  /** Opens the question for this item. */
  ask: (item: T) => void;
  pending: boolean;
  /** The question's modal; render it once on the page. */
  modal: ReactNode;
  /**
   * The red button that asks about this item (`data-testid` = `testId`): a row's `xs`, or the size of the
   * header it stands in (an edit page's "Изтрий").
   */
  button: (item: T, testId: string, size?: MantineSize) => ReactNode;
}

/** The one delete-with-confirmation: ask, delete on "Изтрий", tell the page how it went. */
export function useConfirmDelete<T>(options: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const [item, setItem] = useState<T>();
  const [refusal, setRefusal] = useState<string>();
  const ask = (of: T | undefined) => {
    setRefusal(undefined);
    setItem(of);
  };
  const refused = (message: string, of: T) => {
    if (!options.onRefused) return setRefusal(message);
    if (!options.keepOpenWhenRefused) setItem(undefined);
    options.onRefused(message, of);
  };
  const remove = useMutation({
    mutationFn: (of: T) => options.remove(of),
    onSuccess: async (reply, of) => {
      const refusedReply = refusalOf(reply);
      if (refusedReply) return refused(refusedReply.errorMessage || options.refusedText, of);
      ask(undefined);
      await options.onDeleted(of);
    },
    onError: (error, of) => refused(saveErrorText(error), of),
  });
  const button = (of: T, testId: string, size: MantineSize = 'xs') => (
    <Button
      size={size}
      variant="subtle"
      color="red"
      onClick={() => {
        options.onAsk?.();
        ask(of);
      }}
      data-testid={testId}
    >
      {options.buttonLabel ?? 'Изтрий'}
    </Button>
  );
  return {
    ask,
    button,
    pending: remove.isPending,
    modal: (
      <ConfirmModal
        opened={item !== undefined}
        title={options.title}
        pending={remove.isPending}
        error={refusal}
        onCancel={() => ask(undefined)}
        onConfirm={() => item !== undefined && remove.mutate(item)}
        testId={options.testId}
        confirmLabel={options.confirmLabel}
        zIndex={options.zIndex}
      >
        {item !== undefined && options.question(item)}
      </ConfirmModal>
    ),
  };
}

export interface ListDeleteOptions<T>
  extends Omit<ConfirmDeleteOptions<T>, 'onDeleted' | 'onRefused' | 'keepOpenWhenRefused' | 'onAsk'> {
  /** The page's result line. */
  msg: Msg;
  /** Reads the list again. */
  refresh: () => Promise<unknown>;
  /** The result line after the delete ("Групата „Х“ е изтрита."). */
  deletedText: (item: T) => string;
}

/**
 * A list page's delete: the outcome shows in the page's result line (the API's words on a refusal), and the
 * list is read again either way, since a refusal often means someone changed it meanwhile. Its `button`
 * clears the last result before it asks. Given to `ListPage` as `remove`, it brings the result line along.
 */
export function useListDelete<T>({ msg, refresh, deletedText, ...options }: ListDeleteOptions<T>) {
  const remove = useConfirmDelete<T>({
    ...options,
    onAsk: msg.clear,
    onDeleted: async (item) => {
      msg.ok(deletedText(item));
      await refresh();
    },
    onRefused: (text) => {
      msg.fail(undefined, text);
      void refresh();
    },
  });
  return { ...remove, msg };
}

/** How a delete's words name the record: „видът“ (the record), „вид дейност“ (a record), „изтрит“ (done). */
export interface DeletedNoun {
  the: string;
  a: string;
  deleted: string;
}

/**
 * The usual words of a list's delete that names its record: the result line („Видът „Танци“ е изтрит.“), the
 * refusal without words („Видът не беше изтрит.“), the modal's title („Изтриване на вид дейност“) and its
 * question („Да бъде ли изтрит видът „Танци“?“). Spread into `useListDelete`'s options.
 */
export function deleteWords<T>(noun: DeletedNoun, name: (item: T) => string) {
  const The = noun.the.charAt(0).toLocaleUpperCase('bg') + noun.the.slice(1);
  return {
    deletedText: (item: T) => `${The} „${name(item)}“ е ${noun.deleted}.`,
    refusedText: `${The} не беше ${noun.deleted}.`,
    title: `Изтриване на ${noun.a}`,
    question: (item: T) => `Да бъде ли ${noun.deleted} ${noun.the} „${name(item)}“?`,
  };
}
