import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { Button } from '@mantine/core';
import type { useDocumentActions } from './useDocumentActions';

type Actions = ReturnType<typeof useDocumentActions>;

/** A button that moves the document on: it waits while the document is being changed. */
const moving = (actions: Actions, run: () => void, testId: string) => ({
  loading: actions.busy,
  onClick: run,
  'data-testid': testId,
});

/** A posted request's or scrapping's buttons: its PDF and, while completed, "Освободи". */
export function PostedButtons({
  status,
  actions,
  print,
  canFree,
  testId,
}: {
  status: number;
  actions: Actions;
  print: () => Promise<unknown>;
  canFree: boolean;
  testId: string;
}) {
  return (
    <>
      <Button
        variant="light"
        onClick={() => print().catch((e) => actions.msg.fail(e))}
        data-testid={`${testId}-print`}
      >
        PDF
      </Button>
      {canFree && status === StockDocumentStatus.Completed && (
        <Button variant="light" color="orange" {...moving(actions, actions.free, `${testId}-free`)}>
          Освободи
        </Button>
      )}
    </>
  );
}

/** A draft's buttons beside "Запази": "Приключи" (the stock goes out) and "Анулирай" (asked in a modal). */
export function DraftButtons({
  id,
  actions,
  canComplete,
  canAnnul,
  testId,
}: {
  id: string;
  actions: Actions;
  canComplete: boolean;
  canAnnul: boolean;
  testId: string;
}) {
  return (
    <>
      {canComplete && (
        <Button color="garden" {...moving(actions, actions.complete, `${testId}-complete`)}>
          Приключи
        </Button>
      )}
      {canAnnul && (
        <Button
          color="red"
          variant="light"
          onClick={() => actions.annul.ask(id)}
          data-testid={`${testId}-annul`}
        >
          Анулирай
        </Button>
      )}
    </>
  );
}
