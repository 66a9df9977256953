// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { ErrorView } from './ErrorView';

function show(status: number, unknownPage = false) {
  renderRoutes([{ path: '*', element: <ErrorView status={status} unknownPage={unknownPage} /> }], '/x');
}

describe('ErrorView', () => {
  it('refuses 401 and 403 in Bulgarian with a way home', () => {
    show(403);
    expect(screen.getByTestId('error-title').textContent).toBe('Нямате достъп до тази страница!');
    expect(screen.getByTestId('error-forbidden-text').textContent).toMatch(/^Страницата е за потребители/);
    expect(screen.getByTestId('error-home-link').getAttribute('href')).toBe('/');
  });

  it('says 404 in Bulgarian only: no Latin letter anywhere on the page', () => {
    show(404, true);
    expect(screen.getByTestId('error-title').textContent).toBe('Търсената страница не съществува!');
    const text = screen.getByTestId('error-page').textContent ?? '';
    expect(text.replace(/\d/g, '')).not.toMatch(/[A-Za-z]/);
    expect(screen.getByTestId('error-home-link').getAttribute('href')).toBe('/');
  });

  it('apologises for any other status and links home', () => {
    show(500);
    expect(screen.getByTestId('error-title').textContent).toBe('Възникна грешка!');
    expect(screen.getByText('Извиняваме се за причиненото неудобство.')).toBeTruthy();
    expect(screen.getByText('Екипът ни работи по отстраняването на проблема.')).toBeTruthy();
    expect(screen.getByTestId('error-home-link').getAttribute('href')).toBe('/');
  });
});
