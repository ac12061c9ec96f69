import { isolated } from '@tiara/domain/language';
import type { orderAgainMessagesEn } from '../en/orderAgainMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** "Order again" and the "Buy again" strip in Arabic (src/locales/shop/en/orderAgainMessagesEn.ts). */
export const orderAgainMessagesAr: Translation<typeof orderAgainMessagesEn> = {
  orderAgain: 'اطلب مرة أخرى',
  orderAgainLabel: (orderNumber: string) => `اطلب مرة أخرى، الطلب ${orderNumber}`,
  adding: 'جارٍ إضافة المنتجات إلى سلتك…',
  addedTitle: 'أُضيف إلى سلتك',
  nothingAddedTitle: 'لم يُضف شيء إلى سلتك',
  addedCount: (count: number) =>
    pluralOf('ar', count, {
      zero: 'لم يُضف أي منتج.',
      one: 'أُضيف منتج واحد بسعر اليوم.',
      two: 'أُضيف منتجان بأسعار اليوم.',
      few: `أُضيفت ${count} منتجات بأسعار اليوم.`,
      many: `أُضيف ${count} منتجًا بأسعار اليوم.`,
      other: `أُضيف ${count} منتج بأسعار اليوم.`,
    }),
  reduced: (name: string, quantity: number, requested: number) => `${isolated(name)}: أُضيف ${quantity} من ${requested}، وهو كل ما لدينا في المخزون.`,
  unavailable: {
    'no-longer-sold': (name: string) => `${isolated(name)} لم يعد متاحًا للبيع.`,
    'out-of-stock': (name: string) => `${isolated(name)} غير متوفر في المخزون.`,
    'stock-limit': (name: string) => `${isolated(name)}: سلتك تحتوي بالفعل على كل ما لدينا في المخزون.`,
    'own-page': (name: string) => `${isolated(name)} يُشترى من صفحته الخاصة، ولم يُضف مرة أخرى.`,
  },
  goToCart: 'اذهب إلى السلة',
  close: 'إغلاق',
  buyAgain: 'اشترِ مرة أخرى',
  buyAgainIntro: 'أكثر ما تطلبه عيادتك، بأسعار اليوم.',
};
