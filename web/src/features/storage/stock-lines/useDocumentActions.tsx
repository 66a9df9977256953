import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { useMessage } from '../../../ui/result-message';
import { invalidateStock } from './queries';

/**
 * The actions of a request or a scrapping: complete (the stock goes out; refused naming what is short),
 * free (it comes back) and annul a draft (asked in a modal). Each answers in the page's result line.
 */
export function useDocumentActions(
  name: string,
  calls: { complete: () => Promise<unknown>; free: () => Promise<unknown>; annul: () => Promise<unknown> },
  testId: string,
) {
  const client = useQueryClient();
  const msg = useMessage();
  const [busy, setBusy] = useState(false);
  const run = (call: () => Promise<unknown>, done: string) => async () => {
    setBusy(true);
    try {
      await call();
      msg.ok(done);
      await invalidateStock(client);
    } catch (e) {
      msg.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const annul = useConfirmDelete<string>({
    remove: () => calls.annul(),
    onDeleted: async () => {
      msg.ok(`${name} е анулиран(о).`);
      await invalidateStock(client);
    },
    onRefused: (message) => msg.fail(new Error(message), message),
    refusedText: 'Документът не беше анулиран.',
    title: `Анулиране: ${name}`,
    confirmLabel: 'Анулирай',
    question: () => `Да бъде ли анулиран(о) ${name}? Номерът остава в списъка като анулиран.`,
    testId: `${testId}-annul`,
  });
  return {
    msg,
    busy,
    complete: run(calls.complete, `${name} е приключен(о): стоката е изписана по средна цена.`),
    free: run(calls.free, `${name} е освободен(о): стоката е върната в склада.`),
    annul,
  };
}
