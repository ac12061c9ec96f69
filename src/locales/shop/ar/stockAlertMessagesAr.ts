import type { stockAlertMessagesEn } from '../en/stockAlertMessagesEn';
import type { Translation } from '../../Translation';

/** The notify-me flow and the account's stock alerts in Arabic. */
export const stockAlertMessagesAr: Translation<typeof stockAlertMessagesEn> = {
  modalTitle: 'استلم رسالة عند عودته',
  modalIntro: (productName: string) => `اترك بريدك الإلكتروني وسنراسلك مرة واحدة عندما يعود \u2068${productName}\u2069 إلى المخزون.`,
  emailLabel: 'البريد الإلكتروني',
  submit: 'أبلغني',
  close: 'إلغاء',
  subscribed: 'سنبلغك عند التوفر',
  notOffered: 'المتجر لا يرسل رسائل عند عودة المنتجات للمخزون. برجاء مراجعة هذه الصفحة لاحقًا.',

  sectionTitle: 'تنبيهات المخزون',
  sectionIntro: 'المنتجات التي تنتظرها. نراسلك مرة واحدة عند عودة كل منها إلى المخزون.',
  empty: 'لا تنتظر أي منتج حاليًا.',
  loadFailed: 'تعذر تحميل تنبيهات المخزون.',
  tryAgain: 'حاول مرة أخرى',
  loading: 'جارٍ تحميل تنبيهات المخزون',
  since: (date: string) => `منذ ${date}`,
  cancel: 'إلغاء',
  cancelLabel: (productName: string) => `إلغاء التنبيه الخاص بـ \u2068${productName}\u2069`,
  cancelled: (productName: string) => `لن نراسلك بشأن \u2068${productName}\u2069.`,
};
