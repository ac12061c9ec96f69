import { accountMessagesEn } from './accountMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { engageMessagesEn } from './engageMessagesEn';
import { shellMessagesEn } from './shellMessagesEn';

/** The storefront's English texts by namespace: the shape every translation's storefront part must have. */
export const storefrontEn = {
  account: accountMessagesEn,
  ai: aiMessagesEn,
  catalog: catalogMessagesEn,
  checkout: checkoutMessagesEn,
  engage: engageMessagesEn,
  shell: shellMessagesEn,
};
