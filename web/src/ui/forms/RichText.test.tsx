// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { RichText } from './RichText';

describe('RichText', () => {
  it('shows allowed formatting and nothing that runs', () => {
    render(
      <MantineProvider>
        <RichText
          testId="rt"
          html={
            '<h3>Важно</h3><p onmouseover="x()">Утре <b>няма</b> занимания.</p><script>x()</script><a href="javascript:x()">тук</a>'
          }
        />
      </MantineProvider>,
    );
    const root = screen.getByTestId('rt');
    expect(root.querySelector('h3')?.textContent).toBe('Важно');
    expect(root.querySelector('b')?.textContent).toBe('няма');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onmouseover]')).toBeNull();
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
