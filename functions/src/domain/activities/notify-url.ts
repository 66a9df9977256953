/**
 * Where ePay sends a provider's notifications: the payments area's webhook
 * (`payments.epayNotification`, `POST /api/activities/payments/epay-notification/{providerId}`) under the
 * platform's public address (`PUBLIC_URL`, set on every Lambda and by the local cloud). The provider id in the
 * path tells the webhook whose secret verifies the body before anything in it is read. The activities area
 * shows it to the Master, registers it with the local simulator and POSTs its webhook test to it.
 */
export const epayNotificationPath = (providerId: string) =>
  `/api/activities/payments/epay-notification/${encodeURIComponent(providerId)}`;

export function epayNotificationUrl(providerId: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.PUBLIC_URL ?? 'https://gradina.bg').replace(/\/+$/, '');
  return `${base}${epayNotificationPath(providerId)}`;
}
