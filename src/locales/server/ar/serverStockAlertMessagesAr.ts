import { Brand } from '@tiara/domain/brand';
import type { serverStockAlertMessagesEn } from '../en/serverStockAlertMessagesEn';
import type { Translation } from '../../Translation';
import { named } from '../../shared/ar/arabicText';

/** Back-in-stock answers, notice, e-mails and stop page in Arabic. */
export const serverStockAlertMessagesAr: Translation<typeof serverStockAlertMessagesEn> = {
  productNotFound: (productId: number) => `المنتج ${productId} غير معروض في المتجر`,
  variantNotFound: (variantId: number, productId: number) => `لا يوجد خيار ${variantId} للمنتج ${productId}`,
  inStock: 'هذا المنتج متوفر: يمكنك طلبه الآن',
  alertNotFound: (alertId: number) => `لا يوجد لديك تنبيه مخزون منتظر برقم ${alertId}`,
  subscribed: 'سنرسل إليك بريدًا إلكترونيًا عندما يعود إلى المخزون.',
  alreadyWaiting: 'أنت مسجل بالفعل: سنرسل إليك بريدًا إلكترونيًا عندما يعود إلى المخزون.',

  noticeTitle: 'عاد إلى المخزون',
  noticeMessage: (productName: string) => `${named(productName)} عاد إلى المخزون. اطلبه قبل أن ينفد مرة أخرى.`,

  backSubject: (productName: string) => `${Brand.name}: ${named(productName)} عاد إلى المخزون`,
  backBody: (productName: string) => `${named(productName)} عاد إلى المخزون. اطلبه قبل أن ينفد مرة أخرى:`,
  backOnce: 'نرسل إليك رسالة واحدة في كل مرة تطلب فيها التنبيه؛ اطلبه مجددًا من صفحة المنتج إذا نفد قبل أن تطلبه.',
  waitingSubject: (productName: string) => `${Brand.name}: سنبلغك عندما يعود ${named(productName)}`,
  waitingBody: (productName: string) => `طلبت أن نبلغك عندما يعود ${named(productName)} إلى المخزون. سنرسل إليك رسالة واحدة عندما يعود.`,
  waitingStop: 'لست أنت من طلب ذلك، أو غيرت رأيك؟ أوقف هذا التنبيه من هنا:',

  stopTitle: 'إيقاف تنبيه المخزون',
  stopQuestion: (productName: string) => `هل تريد التوقف عن انتظار ${named(productName)}؟ لن تصلك رسالة عند عودته إلى المخزون.`,
  stopButton: 'أوقف التنبيه',
  stopped: (productName: string) => `تم: لن تصلك أي رسالة بشأن ${named(productName)}.`,
  stopUnknown: 'هذا الرابط لم يعد صالحًا: أُرسل التنبيه أو أُوقف من قبل.',
  backToShop: `العودة إلى ${Brand.name}`,
};
