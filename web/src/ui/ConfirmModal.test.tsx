// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test-support/dom';
import { ConfirmModal } from './ConfirmModal';

// Mantine's autosized textarea listens to `document.fonts`, which happy-dom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });

function open(props: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onConfirm = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ConfirmModal
            opened
            title="Групата е пълна"
            pending={false}
            onCancel={() => {}}
            onConfirm={onConfirm}
            testId="over-capacity"
            {...props}
          >
            Групата е пълна: 22 от 22 места
          </ConfirmModal>
        ),
      },
    ],
    '/',
  );
  return onConfirm;
}

describe('ConfirmModal', () => {
  it('confirms at once when no reason is asked', async () => {
    const onConfirm = open();
    expect(screen.queryByTestId('over-capacity-reason')).toBeNull();
    fireEvent.click(await screen.findByTestId('over-capacity-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('waits for a reason when one is asked, and hands it over trimmed', async () => {
    const onConfirm = open({ reason: { label: 'Причина', maxLength: 500 }, confirmLabel: 'Запиши' });
    const confirm = await screen.findByTestId('over-capacity-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const field = screen.getByTestId('over-capacity-reason');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '  По молба на родителите ' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('По молба на родителите');
  });
});
