// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { PlainTable } from './PlainTable';

describe('PlainTable', () => {
  it('heads the rows with its header cells, numbers aligned right', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <PlainTable head={['Продукт', { right: 'Количество' }]} minWidth={320} testId="stock">
              <Table.Tr>
                <Table.Td>Мляко</Table.Td>
                <Table.Td>2 л</Table.Td>
              </Table.Tr>
            </PlainTable>
          ),
        },
      ],
      '/',
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Продукт', 'Количество']);
    expect(heads[1]?.style.textAlign || heads[1]?.getAttribute('style')).toContain('right');
    expect(screen.getByTestId('stock').querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('has no header row when it is read by its rows', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <PlainTable minWidth={320} testId="norms">
              <Table.Tr>
                <Table.Td>Енергия</Table.Td>
              </Table.Tr>
            </PlainTable>
          ),
        },
      ],
      '/',
    );
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getByTestId('norms').querySelector('thead')).toBeNull();
  });
});
