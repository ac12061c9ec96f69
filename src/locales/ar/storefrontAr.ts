import type { storefrontEn } from '../en/storefrontEn';
import type { Translation } from '../Translation';
import { accountMessagesAr } from './accountMessagesAr';
import { aiMessagesAr } from './aiMessagesAr';
import { catalogMessagesAr } from './catalogMessagesAr';
import { checkoutMessagesAr } from './checkoutMessagesAr';
import { engageMessagesAr } from './engageMessagesAr';
import { shellMessagesAr } from './shellMessagesAr';

/** The storefront's texts in Arabic by namespace: one chunk, downloaded only by a reader of Arabic. */
export const storefrontAr: Translation<typeof storefrontEn> = {
  account: accountMessagesAr,
  ai: aiMessagesAr,
  catalog: catalogMessagesAr,
  checkout: checkoutMessagesAr,
  engage: engageMessagesAr,
  shell: shellMessagesAr,
};
