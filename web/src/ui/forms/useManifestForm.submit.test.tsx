// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { given, useManifestForm } from './useManifestForm';

describe("a manifest form's submitTo", () => {
  it("clears the last failure's line and sends only valid values", async () => {
    const sent: { title: string }[] = [];
    const { result } = renderHook(() =>
      useManifestForm('communication.createMaintenanceMessage', {
        labels: { title: 'Заглавие' },
        toBody: (v: { title: string }) => ({ title: given(v.title), content: 'текст' }),
        defaultValues: { title: '' },
      }),
    );
    act(() => result.current.setFormError('Сървърът не отговори.'));
    await act(() => result.current.submitTo((v) => sent.push(v))());
    expect(sent).toEqual([]);
    act(() => result.current.form.setValue('title', 'Ремонт'));
    await act(() => result.current.submitTo((v) => sent.push(v))());
    expect(sent).toEqual([{ title: 'Ремонт' }]);
    expect(result.current.formError).toBeUndefined();
  });
});
