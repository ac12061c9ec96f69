import { isolated } from '@tiara/domain/language';
import type { trainingMessagesEn } from '../en/trainingMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The dental training listing's texts in Arabic (src/locales/shop/en/trainingMessagesEn.ts). */
export const trainingMessagesAr: Translation<typeof trainingMessagesEn> = {
  choosePackage: 'اختر باقة:',
  registerNow: 'سجّل الآن',
  registered: 'تم التسجيل',
  alreadyRegistered: 'مسجّل بالفعل',
  multiDay: 'عدة أيام',
  unlimitedSpots: 'عدد المقاعد غير محدود',
  spotsAvailable: (spots: number): string =>
    pluralOf('ar', spots, {
      zero: 'لا توجد مقاعد متاحة',
      one: 'مقعد واحد متاح',
      two: 'مقعدان متاحان',
      few: `${spots} مقاعد متاحة`,
      many: `${spots} مقعدًا متاحًا`,
      other: `${spots} مقعد متاح`,
    }),
  packageLabel: (name: string, price: string): string => `${isolated(name)} - ${price}`,
  empty: 'لا توجد دورات تدريبية متاحة في طب الأسنان.',
  loadFailed: 'تعذّر تحميل الدورات التدريبية.',
  selectPackage: 'يُرجى اختيار باقة قبل التسجيل.',
  signInToRegister: 'يُرجى تسجيل الدخول للتسجيل في الدورة التدريبية. سيتم تحويلك إلى صفحة تسجيل الدخول.',
};
