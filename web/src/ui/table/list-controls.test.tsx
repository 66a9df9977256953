// @vitest-environment happy-dom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from './list-controls';

describe('usePaging', () => {
  it("sends the page's query, pages through the pager and starts again at page 1 on a new filter", () => {
    const { result } = renderHook(() => {
      const pages = usePaging('notes', 20);
      const [name, setName] = useState('');
      return { pages, name, setName: pages.filter(setName) };
    });
    expect(result.current.pages.query).toEqual({ PageNumber: 1, PageSize: 20 });
    act(() => result.current.pages.paging(45).onChange(3));
    expect(result.current.pages.paging(45)).toMatchObject({
      page: 3,
      pageSize: 20,
      rowsCount: 45,
      testId: 'notes-pager',
    });
    expect(result.current.pages.query.PageNumber).toBe(3);
    act(() => result.current.setName('Ива'));
    expect(result.current.name).toBe('Ива');
    expect(result.current.pages.query.PageNumber).toBe(1);
    expect(result.current.pages.paging(undefined).rowsCount).toBe(0);
  });
});

describe('useFilter', () => {
  it("holds the filter's value and starts the list again at page 1 when it changes", () => {
    const { result } = renderHook(() => {
      const pages = usePaging('notes', 20);
      return { pages, kind: useFilter<string | null>(pages, null) };
    });
    act(() => result.current.pages.paging(45).onChange(2));
    expect(result.current.kind.value).toBeNull();
    act(() => result.current.kind.onChange('1'));
    expect(result.current.kind.value).toBe('1');
    expect(result.current.pages.query.PageNumber).toBe(1);
  });
});

describe('list filters', () => {
  it('label the search and the choice in Bulgarian and pass the typed value on', () => {
    const typed: string[] = [];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <Filters>
              <SearchFilter value="" onChange={(v) => typed.push(v)} testId="notes-search" />
              <SelectFilter
                label="Вид"
                data={['а', 'б']}
                value={null}
                onChange={() => {}}
                testId="notes-kind"
              />
            </Filters>
          ),
        },
      ],
      '/',
    );
    fireEvent.change(screen.getByLabelText('Търсене'), { target: { value: 'мляко' } });
    expect(typed).toEqual(['мляко']);
    expect(screen.getByTestId('notes-kind')).toHaveProperty('placeholder', 'Всички');
  });
});
