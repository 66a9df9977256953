// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/dom';
import { RichTextInput } from './RichTextInput';

describe('RichTextInput', () => {
  it('is a Tiptap editor with Bulgarian controls, not a textarea of raw HTML', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <MantineProvider>
        <RichTextInput
          label="Съдържание"
          value="<p>Среща в <strong>17:30 ч.</strong></p>"
          onChange={onChange}
          testId="rt"
        />
      </MantineProvider>,
    );
    const area = await screen.findByTestId('rt', {}, { timeout: 5000 });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('aria-label')).toBe('Съдържание');
    expect(area.querySelector('strong')?.textContent).toBe('17:30 ч.');
    expect(container.querySelector('textarea')).toBeNull();
    for (const name of ['Удебелен', 'Курсив', 'Списък с точки', 'Номериран списък', 'Връзка'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // showing a value is not an edit
    await waitFor(() => expect(onChange).not.toHaveBeenCalled());
  });
});
