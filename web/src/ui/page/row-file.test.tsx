// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { useRowFile } from './row-file';

/** Two rows' receipts; the first one's file is refused, the second one's never arrives. */
function Rows({ run }: { run: (id: string) => Promise<unknown> }) {
  const receipt = useRowFile(run);
  return (
    <>
      {receipt.button('p1', 'Разписка', { testId: 'receipt-p1' })}
      {receipt.button('p2', 'Разписка', { testId: 'receipt-p2' })}
      {receipt.failure && <p data-testid="failure">{receipt.failure.message}</p>}
    </>
  );
}

describe('useRowFile', () => {
  it('waits on the row whose file is on the way only', async () => {
    renderRoutes([{ path: '/', element: <Rows run={() => new Promise(() => {})} /> }], '/');
    fireEvent.click(await screen.findByTestId('receipt-p2'));
    await waitFor(() => expect(screen.getByTestId('receipt-p2').dataset.loading).toBe('true'));
    expect(screen.getByTestId('receipt-p1').dataset.loading).toBeUndefined();
  });

  it('gives the refusal for the page to say', async () => {
    const run = (id: string) => Promise.reject(new Error(`Няма разписка ${id}.`));
    renderRoutes([{ path: '/', element: <Rows run={run} /> }], '/');
    fireEvent.click(await screen.findByTestId('receipt-p1'));
    expect((await screen.findByTestId('failure')).textContent).toBe('Няма разписка p1.');
  });
});
