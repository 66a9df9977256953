import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatCents } from '../../shared/src/money-words';
import { pdfText } from '../support/documents';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * The director settles with a demo provider: from the payments overview to the settlements, prepares the
 * provider's protocol of November 2026 (the demo settled September and October), saves it, downloads the
 * protocol and reads its total back, issues the kindergarten's invoice for its share from the protocol and
 * cancels it (its number stays), all checked with axe; hands a provider's cash over with a РКО naming the
 * recipient's identity document (issue #25) at 390 px.
 */

const november = { fromDate: '2026-11-01', toDate: '2026-11-30' };

interface Preparation {
  providerName: string;
  collectedCents: number;
  lines: unknown[];
}

/** A demo provider with payments of November no protocol has yet. */
async function aProviderToSettle(page: Page) {
  const providers = (await apiAs(page, 'GET', apiPath('activities.providerSummary'))).body as {
    providerId: string;
    providerName: string;
  }[];
  for (const p of providers) {
    const query = new URLSearchParams({ providerId: p.providerId, ...november });
    const prep = (await apiAs(page, 'GET', `${apiPath('payments.protocolPreparation')}?${query}`))
      .body as Preparation;
    if (prep.lines?.length > 0) return { ...p, prep };
  }
  throw new Error('no demo provider has payments of November 2026 to settle');
}

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), text: await pdfText(await readFile(await file.path())) };
}

test.describe('settlements with the providers', () => {
  test('the director saves a protocol, prints it, issues an invoice from it and cancels the invoice', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/accounting');
    await page.getByTestId('accounting-settlements').click();
    await expect(page.getByTestId('settlements-page')).toBeVisible();
    await expect(page.getByTestId('settlement-row').first()).toBeVisible();
    await expectAccessible(page);

    const provider = await aProviderToSettle(page);
    await page.getByTestId('settlement-create').click();
    await expect(page.getByTestId('protocol-form')).toBeVisible();
    await page.getByTestId('protocol-provider').click();
    await page.getByRole('option', { name: provider.providerName, exact: true }).click();
    await page.getByTestId('protocol-from').fill('01.11.2026');
    await page.getByTestId('protocol-to').fill('30.11.2026');
    // Away from the date fields, so their calendars close.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('.mantine-DateInput-calendarHeaderControl')).toHaveCount(0);
    await expect(page.getByTestId('protocol-totals-collected')).not.toBeEmpty();
    const shown = (await page.getByTestId('protocol-totals-collected').textContent()) ?? '';
    expect(shown.replace(/\s/g, ' ')).toBe(formatCents(provider.prep.collectedCents));
    await expect(page.getByTestId('protocol-lines-row')).toHaveCount(provider.prep.lines.length);
    await expectAccessible(page);
    await page.getByTestId('protocol-save').click();

    await expect(page).toHaveURL((url) =>
      /^\/activities\/accounting\/invoice\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    await expect(page.getByTestId('document-page')).toHaveAttribute('data-kind', 'protocol');
    const protocol = await download(page, 'document-export-protocol');
    expect(protocol.name).toMatch(/^Протокол № \d+\.pdf$/);
    expect(protocol.text).toContain('ПРИЕМО-ПРЕДАВАТЕЛЕН ПРОТОКОЛ');
    expect(protocol.text).toContain(provider.providerName);
    expect(protocol.text).toContain(`Събрана сума: ${formatCents(provider.prep.collectedCents)}`);
    await expectAccessible(page);

    // The kindergarten invoices the provider for its share, from the protocol.
    await page.getByTestId('document-new-invoice').click();
    await expect(page.getByTestId('invoice-number')).toContainText(/Фактура № \d{10}/);
    await expect(page.getByTestId('invoice-recipient')).toContainText(provider.providerName);
    const amount = page.getByTestId('invoice-line-amount').first();
    if ((await amount.inputValue()) === '' || (await amount.inputValue()) === '0,00')
      await amount.fill('1.00');
    // An amount shows the Bulgarian decimal comma (issue #26).
    await expect(amount).toHaveValue(/^\d+,\d\d$/);
    await expectAccessible(page);
    await page.getByTestId('invoice-save').click();
    await expect(page.getByTestId('document-page')).toHaveAttribute('data-kind', 'invoice');
    const number = ((await page.getByTestId('document-title').textContent()) ?? '').match(/\d{10}/)?.[0];
    expect(number).toBeTruthy();
    const invoice = await download(page, 'document-export-invoice');
    expect(invoice.text).toContain('ФАКТУРА');
    expect(invoice.text).toContain(number!);
    expect(invoice.text).toContain('Не се начислява ДДС на основание чл. 113, ал. 9 от ЗДДС');
    expect(invoice.text).toContain('Словом:');

    // Cancelled, not deleted: the number stays.
    await page.getByTestId('document-delete-open').click();
    await page.getByTestId('document-delete-confirm').click();
    await expect(page.getByTestId('document-status')).toHaveText('Анулирана');
    await expect(page.getByTestId('document-title')).toContainText(number!);
    // axe looks at the page once the confirmation has faded out (a fading dialog has no contrast yet).
    await expect(page.getByTestId('document-delete-modal')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a protocol with an amount by hand: the form’s and the API’s messages show at their fields', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/accounting/invoice/create?kind=protocol');
    await expect(page.getByTestId('protocol-form')).toBeVisible();
    await page.getByTestId('protocol-manual').check();
    await page.getByTestId('manual-save').click();
    await expect(page.getByText('Полето "Доставчик" е задължително')).toBeVisible();
    await expect(page.getByText('Полето "Събрана сума (€)" е задължително')).toBeVisible();
    await expect(page.getByText('Полето "Основание" е задължително')).toBeVisible();

    // A share above the amount passes the schema; the API refuses it at the share field (nothing is saved).
    await page.getByTestId('protocol-provider').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('manual-amount').fill('10.00');
    await expect(page.getByTestId('manual-amount')).toHaveValue('10,00');
    await page.getByTestId('manual-share').fill('20.00');
    await page.getByTestId('manual-reason').fill('Проверка');
    await page.getByTestId('manual-save').click();
    await expect(
      page.getByText('Полето "Дял на детската градина (€)" не може да е по-голямо от сумата.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/activities\/accounting\/invoice\/create/);
    await expectAccessible(page);
  });

  test('the director hands a provider’s cash over with a РКО naming the recipient’s identity document', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'director', '/activities/accounting/invoice/create?kind=voucher');
    const autumn = { fromDate: '2026-09-01', toDate: '2026-11-30' };
    const providers = (await apiAs(page, 'GET', apiPath('activities.providerSummary'))).body as {
      providerId: string;
      providerName: string;
    }[];
    let provider: { providerName: string; providerDueCents: number } | undefined;
    for (const p of providers) {
      const query = new URLSearchParams({ providerId: p.providerId, ...autumn });
      const prep = (await apiAs(page, 'GET', `${apiPath('payments.voucherPreparation')}?${query}`)).body as {
        lines?: unknown[];
        providerDueCents: number;
      };
      if ((prep.lines?.length ?? 0) > 0) {
        provider = { providerName: p.providerName, providerDueCents: prep.providerDueCents };
        break;
      }
    }
    expect(provider, 'a demo provider with cash to hand over').toBeTruthy();
    await expect(page.getByTestId('voucher-form')).toBeVisible();
    await page.getByTestId('voucher-provider').click();
    await page.getByRole('option', { name: provider!.providerName, exact: true }).click();
    await page.getByTestId('voucher-from').fill('01.09.2026');
    await page.getByTestId('voucher-to').fill('30.11.2026');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByTestId('voucher-save')).toBeVisible();
    await page.getByTestId('voucher-recipient').fill('Мария Георгиева');
    await page.getByTestId('voucher-save').click();
    await expect(page.getByText('Полето "Документ за самоличност" е задължително')).toBeVisible();
    await page.getByTestId('voucher-recipient-document').fill('л.к. № 645123456, изд. 12.03.2020 г.');
    await expectAccessible(page);
    await page.getByTestId('voucher-save').click();

    await expect(page.getByTestId('document-page')).toHaveAttribute('data-kind', 'voucher');
    const voucher = await download(page, 'document-export-voucher');
    for (const expected of [
      'РАЗХОДЕН КАСОВ ОРДЕР',
      'Изплатете на: Мария Георгиева',
      'Документ за самоличност: л.к. № 645123456, изд. 12.03.2020 г.',
      `Сума: ${formatCents(provider!.providerDueCents)}`,
      'Словом:',
      'Главен счетоводител:',
      'Ръководител (директор):',
    ])
      expect(voucher.text).toContain(expected);
    await expectAccessible(page);
  });
});
