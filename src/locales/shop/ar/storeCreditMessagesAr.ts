import type { storeCreditMessagesEn } from '../en/storeCreditMessagesEn';
import type { Translation } from '../../Translation';

/** Store credit in Arabic: the account's balance and ledger, the checkout's choice and amounts, the order page's payment. */
export const storeCreditMessagesAr: Translation<typeof storeCreditMessagesEn> = {
  sectionTitle: 'رصيد المتجر',
  sectionIntro: 'رصيد من المبالغ المستردة. استخدمه عند إتمام الشراء لدفع جزء من الطلب أو الطلب كله.',
  balance: 'الرصيد',
  ledgerLabel: 'سجل رصيد المتجر',
  loading: 'جارٍ تحميل رصيد المتجر',
  loadFailed: 'تعذّر تحميل رصيدك في المتجر.',
  tryAgain: 'حاول مرة أخرى',
  entries: {
    refund: (orderId: number) => `استرداد عن الطلب #${orderId}`,
    spent: (orderId: number) => `مدفوع في الطلب #${orderId}`,
    restored: (orderId: number) => `مُعاد من الطلب #${orderId}`,
  },
  entriesWithoutOrder: {
    refund: 'استرداد',
    spent: 'مدفوع في طلب',
    restored: 'مُعاد من طلب',
  },

  useCredit: (balance: string) => `استخدم رصيدي في المتجر (الرصيد ${balance})`,
  storeCredit: 'رصيد المتجر',
  toPay: 'المطلوب دفعه',
  coversOrder: 'رصيدك في المتجر يغطي الطلب بالكامل، ولا يتبقى شيء للدفع.',
  cardCharge: (amount: string) => `سيُخصم ${amount} من بطاقتك.`,

  paidWithStoreCredit: 'المدفوع من رصيد المتجر',
  byMethod: (method: string) => `عبر ${method}`,
};
