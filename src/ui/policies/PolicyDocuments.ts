import { policyDocumentsAr } from '../../locales/shop/ar/policyDocumentsAr';
import { policyDocumentsEn } from '../../locales/shop/en/policyDocumentsEn';
import { ShopPaths } from '../routing/ShopPaths';

export interface PolicySection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly points?: readonly string[];
}

export interface PolicyText {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
  /** Closes the policy; the page follows it with the shop's e-mail and phone. */
  readonly contact: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
}

/** A policy's page and its texts: each page shows both languages, whichever the reader's. */
export interface PolicyDocument {
  readonly path: string;
  readonly english: PolicyText;
  readonly arabic: PolicyText;
}

export const PrivacyPolicy: PolicyDocument = { path: ShopPaths.privacyPolicy, english: policyDocumentsEn.privacy, arabic: policyDocumentsAr.privacy };

export const RefundExchangePolicy: PolicyDocument = { path: ShopPaths.refundExchangePolicy, english: policyDocumentsEn.refundExchange, arabic: policyDocumentsAr.refundExchange };

export const ShippingPolicy: PolicyDocument = { path: ShopPaths.shippingPolicy, english: policyDocumentsEn.shipping, arabic: policyDocumentsAr.shipping };
