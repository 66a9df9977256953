import { PaymentMethod } from '@gradina/shared';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Group, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import type { PaymentReportFilters } from './queries';
import { useKindergartenId } from './ReportLayout';

const methodOptions = Object.values(PaymentMethod)
  .filter((m) => m !== PaymentMethod.Undefined && m !== PaymentMethod.APSPO)
  .map((m) => ({ value: String(m), label: paymentMethodLabels[m] }));

/**
 * The month (kept in the address, so a reload keeps it) and, where it fits, the method of a payment report;
 * `onChanged` runs after a change (a paged list goes back to its first page).
 */
export function usePaymentFilters(
  testId: string,
  { withMethod = true, onChanged }: { withMethod?: boolean; onChanged?: () => void } = {},
): { filters: PaymentReportFilters; bar: ReactNode } {
  const kindergartenId = useKindergartenId();
  const [month, setMonth] = useMonthChoice();
  const [method, setMethod] = useState<string | null>(null);
  const bar = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <MonthFilter
        value={month}
        onChange={(m) => {
          setMonth(m);
          onChanged?.();
        }}
        testId={`${testId}-month`}
      />
      {withMethod && (
        <Select
          label="Начин на плащане"
          data={methodOptions}
          value={method}
          onChange={(v) => {
            setMethod(v);
            onChanged?.();
          }}
          clearable
          w={220}
          data-testid={`${testId}-method`}
        />
      )}
    </Group>
  );
  return {
    filters: { kindergartenId, month: monthKey(month), ...(method ? { method: Number(method) } : {}) },
    bar,
  };
}
