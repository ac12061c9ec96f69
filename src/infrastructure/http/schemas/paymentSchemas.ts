import * as z from 'zod/mini';
import { CheckoutUrlJson } from '@tiara/contract/paymentJson';

function isWebAddress(text: string): boolean {
  // A path on this site (the sandbox gateway) or an absolute http(s) address; never `javascript:` and the like.
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** SPEC §7 POST /api/payment/create-intention: the body is the gateway's checkout URL, as a JSON string or as text. */
export const checkoutUrlSchema: z.ZodMiniType<string> = CheckoutUrlJson.check(z.trim(), z.refine(isWebAddress, 'Not a web address'));
