import { Brand } from '@tiara/domain/brand';
import { displayNamesEn } from '../../shared/en/displayNamesEn';
import { type Piasters, formatEgp } from '@tiara/domain/money';

/** The texts of the e-mails the shop sends its customers. */
export const serverMailMessagesEn = {
  greeting: (name: string): string => (name ? `Hello ${name},` : 'Hello,'),
  signature: `${Brand.name} · ${Brand.supportEmail} · ${Brand.supportPhone}`,

  orderSubject: (orderId: number): string => `${Brand.name}: order #${orderId} received`,
  orderThanks: (orderId: number): string => `Thank you for your order #${orderId}. We have received it and will let you know when it ships.`,
  orderLine: (quantity: number, name: string, amount: Piasters): string => `${quantity} × ${name}: ${formatEgp(amount)}`,
  subtotal: (amount: Piasters): string => `Subtotal: ${formatEgp(amount)}`,
  shipping: (amount: Piasters): string => `Shipping: ${formatEgp(amount)}`,
  discount: (amount: Piasters, code: string | null): string => `Discount${code === null ? '' : ` (${code})`}: -${formatEgp(amount)}`,
  /** Shipping less discount as one signed amount, for an order whose charges do not add up apart. */
  shippingAndDiscount: (amount: number): string => `Shipping and discount: ${amount < 0 ? '-' : ''}${formatEgp(Math.abs(amount))}`,
  total: (amount: Piasters): string => `Total: ${formatEgp(amount)}`,
  payment: (method: string): string => `Payment: ${method}`,
  paymentMethods: displayNamesEn.paymentMethods,

  resetSubject: `${Brand.name}: your password reset code`,
  resetCode: (code: string, validMinutes: number): string => `Your password reset code is ${code}. It is valid for ${validMinutes} minutes and can be used once.`,
  resetNotYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',

  changedSubject: `${Brand.name}: your password was changed`,
  changedBody: 'The password of your account was just changed with a reset code.',
  changedNotYou: `If this was not you, reset your password again and contact us at ${Brand.supportEmail}.`,

  scanDear: (firstName: string): string => `Dear ${firstName},`,
  scanReceivedSubject: (jobId: number): string => `We received your scan (job ${jobId})`,
  scanReceived: (fileName: string, jobId: number): string =>
    `We received your scan "${fileName}" (job ${jobId}). It is being processed; you will get another e-mail when the result is ready, usually within 8-10 minutes.`,
  scanFailedSubject: (jobId: number): string => `Your scan could not be processed (job ${jobId})`,
  scanFailed: (fileName: string, jobId: number, reason: string): string => `We could not process your scan "${fileName}" (job ${jobId}): ${reason}`,
  scanRefunded: 'The segmentation it used has been returned to your plan, so you can upload again.',
  scanReadySubject: (jobId: number): string => `Your scan result is ready (job ${jobId})`,
  scanReady: (fileName: string, jobId: number): string => `Your scan "${fileName}" (job ${jobId}) has been processed.`,
  scanResult: (summary: string): string => `Result: ${summary}`,
  scanLinks: 'Your results:',
  scanGeneralFailure: 'Something went wrong while processing the scan.',
} as const;
