import { createLogger, type Logger } from '../../http/logger';
import type { PaymentPage, PaymentRequest, ReplyStatus, VerifiedNotification } from './protocol';
import {
  easyPayRegistrationUrl,
  formatChecksumError,
  formatReply,
  notificationFields,
  parseEasyPayAnswer,
  paymentFormFields,
  signRequest,
  verifyNotificationFields,
} from './protocol';

/** A provider's ePay merchant account; the secret is plaintext only in memory (platform/secrets decrypts it). */
export interface EpayMerchant {
  min: string;
  secret: string;
}

/** ePay account or card: the two ways of paying on ePay's page. */
export type OnlineMethod = 'epay' | 'card';

export type PaymentOrder = Omit<PaymentRequest, 'min'>;

/** What the browser posts to ePay (a form with hidden fields, submitted at once). */
export interface PaymentForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface EasyPayCode {
  /** The 10-digit code the parent pays at an EasyPay desk. */
  idn: string;
  /** The code is valid until the request's EXP_TIME. */
  expiresAt: Date;
}

/** ePay refused a request (`refused`, e.g. a used INVOICE) or could not be reached (`unreachable`). */
export class EpayError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable',
  ) {
    super(message);
    this.name = 'EpayError';
  }
}

/**
 * The payment adapter the activities/payments routes use. One implementation speaks HTTP to a base URL:
 * https://www.epay.bg/ in production, https://demo.epay.bg/ on other stages, the local simulator
 * (infra/local/epay-simulator) on one machine; they speak the same protocol.
 */
export interface EpayAdapter {
  readonly baseUrl: string;
  /** The signed form the browser posts to ePay for a payment by ePay account or card. */
  paymentForm(
    merchant: EpayMerchant,
    order: PaymentOrder,
    options: { method: OnlineMethod; urlOk: string; urlCancel: string },
  ): PaymentForm;
  /** Registers the order at ePay and answers its EasyPay code. */
  registerEasyPayCode(merchant: EpayMerchant, order: PaymentOrder): Promise<EasyPayCode>;
  /** The notification's lines once its HMAC matches the secret; `{ ok: false }` otherwise. */
  verifyNotification(
    body: string | URLSearchParams | Record<string, unknown>,
    secret: string,
  ): VerifiedNotification;
  /** The reply body to a verified notification, one line per invoice. */
  notificationReply(results: readonly { invoice: string; status: ReplyStatus }[]): string;
  /** The reply body to a notification that failed verification. */
  checksumErrorReply(reason: string): string;
}

export interface EpayClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** How long a registration may take before it counts as unreachable. */
  timeoutMs?: number;
  log?: Logger;
}

const pages: Record<OnlineMethod, PaymentPage> = { epay: 'paylogin', card: 'credit_paydirect' };

function decode(body: ArrayBuffer, contentType: string | null): string {
  // ePay's answers are ASCII (IDN=…) or, for errors, may be CP1251 when the header says so.
  const charset = /charset=([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  const label = charset === 'windows-1251' || charset === 'cp1251' ? 'windows-1251' : 'utf-8';
  return new TextDecoder(label).decode(body);
}

export function createEpayClient(options: EpayClientOptions): EpayAdapter {
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const host = new URL(baseUrl).host;
  const send = options.fetch ?? fetch;
  const log = options.log ?? createLogger({ component: 'epay' });
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    baseUrl,
    paymentForm(merchant, order, { method, urlOk, urlCancel }) {
      const signed = signRequest({ ...order, min: merchant.min }, merchant.secret);
      return {
        action: baseUrl,
        method: 'POST',
        fields: paymentFormFields(signed, { page: pages[method], urlOk, urlCancel }),
      };
    },

    async registerEasyPayCode(merchant, order) {
      const signed = signRequest({ ...order, min: merchant.min }, merchant.secret);
      // The URL carries ENCODED and CHECKSUM: only the host and the invoice ever reach the log.
      const context = { host, invoiceId: order.invoice };
      let reply: Response;
      try {
        reply = await send(easyPayRegistrationUrl(baseUrl, signed), {
          method: 'GET',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const cause = (e as { cause?: { code?: string } }).cause;
        log.warn('epay easypay registration unreachable', {
          ...context,
          error: (e as Error).name,
          causeKind: cause?.code,
        });
        throw new EpayError('ePay.bg не отговаря. Опитайте отново след малко.', 'unreachable');
      }
      if (!reply.ok) {
        log.warn('epay easypay registration failed', { ...context, status: reply.status });
        throw new EpayError('ePay.bg не отговаря. Опитайте отново след малко.', 'unreachable');
      }
      const answer = parseEasyPayAnswer(decode(await reply.arrayBuffer(), reply.headers.get('content-type')));
      if (!answer.ok) {
        // ePay's reason is logged for diagnosis, without the signed request should a reply ever quote it.
        const reason = [signed.encoded, encodeURIComponent(signed.encoded), signed.checksum]
          .reduce((text, part) => text.split(part).join('[…]'), answer.error)
          .slice(0, 200);
        log.warn('epay easypay registration refused', { ...context, reason });
        throw new EpayError(`ePay.bg отказа кода за EasyPay: ${reason}`, 'refused');
      }
      return { idn: answer.idn, expiresAt: order.expiresAt };
    },

    verifyNotification(body, secret) {
      return verifyNotificationFields(notificationFields(body), secret);
    },

    notificationReply: formatReply,
    checksumErrorReply: formatChecksumError,
  };
}

let configured: { baseUrl: string; client: EpayAdapter } | undefined;

/** The adapter of this deployment: EPAY_BASE_URL (CDK per stage; the simulator in the local cloud). */
export function epayClient(env: NodeJS.ProcessEnv = process.env): EpayAdapter {
  const baseUrl = env.EPAY_BASE_URL;
  if (!baseUrl) throw new Error('ePay is not configured: set EPAY_BASE_URL');
  if (configured?.baseUrl !== baseUrl) configured = { baseUrl, client: createEpayClient({ baseUrl }) };
  return configured.client;
}
