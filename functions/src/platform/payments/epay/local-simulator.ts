import type { EpayMerchant } from './client';

/**
 * Tells the local ePay simulator about a provider's merchant account, as a provider tells ePay its
 * notification URL (by e-mail in production, in the profile on the demo host). Only the local cloud sets
 * `EPAY_SIMULATOR_ADMIN_URL`; in AWS this does nothing and answers false.
 */
export async function registerWithLocalSimulator(
  merchant: EpayMerchant & { name?: string },
  notifyUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const admin = env.EPAY_SIMULATOR_ADMIN_URL;
  if (!admin) return false;
  const reply = await fetch(new URL(`merchants/${encodeURIComponent(merchant.min)}`, admin), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ secret: merchant.secret, notifyUrl, name: merchant.name }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!reply.ok) throw new Error(`the local ePay simulator refused the merchant: ${reply.status}`);
  return true;
}
