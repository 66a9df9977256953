// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { ErrorView } from './ErrorView';

function show(status: number, unknownPage = false) {
  renderRoutes([{ path: '*', element: <ErrorView status={status} unknownPage={unknownPage} /> }], '/x');
}

describe('ErrorView', () => {
  it('shows the spec title for 401', () => {
    show(401);
    expect(screen.getByTestId('error-title').textContent).toBe('Нямате достъп до тази страница!');
  });

  it('shows the spec title for 404, with its Latin T, and the plain text for an unknown page', () => {
    show(404, true);
    expect(screen.getByTestId('error-title').textContent).toBe('Tърсената страница не съществува!');
    expect(screen.getByTestId('error-not-found-text').textContent).toBe('This page could not be found');
  });

  it('apologises for any other status and links home', () => {
    show(500);
    expect(screen.getByTestId('error-title').textContent).toBe('Възникна грешка!');
    expect(screen.getByText('Извиняваме се за причиненото неудобство.')).toBeTruthy();
    expect(screen.getByText('Екипът ни работи по отстраняването на проблема.')).toBeTruthy();
    expect(screen.getByTestId('error-home-link').getAttribute('href')).toBe('/');
  });
});
