// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerPages } from '../../app/known-pages';
import { renderRoutes } from '../../test-support/dom';
import { ItemTitle } from './item-title';

registerPages(['/messages']);

describe('a notification title', () => {
  it('links to a page that exists', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ItemTitle to="/messages" page="/messages">
              Съобщение
            </ItemTitle>
          ),
        },
      ],
      '/',
    );
    expect((await screen.findByText('Съобщение')).closest('a')?.getAttribute('href')).toBe('/messages');
  });
  it('stays plain text while its page does not exist', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ItemTitle to="/nowhere?id=1" page="/nowhere">
              Събитие
            </ItemTitle>
          ),
        },
      ],
      '/',
    );
    expect((await screen.findByText('Събитие')).closest('a')).toBeNull();
  });
});
