import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import type { serverAdminMessagesEn } from '../en/serverAdminMessagesEn';
import { type Translation, pluralOf } from '../../Translation';
import { moveOrDeleteThem, productsObject } from '../../shared/ar/arabicCounts';
import { statusAr } from '../../shared/ar/arabicText';

/** The shop's fixed categories other than "all", as "id: name"; the names are suppliers' brand names and stay in Latin script. */
const categoryList = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID)
  .map((category) => `${category.id}: ${category.name}`)
  .join('، ');

/** A background job's state (server/adapters/db/schema.ts backgroundJobs.state). */
const jobStates: Readonly<Record<string, string>> = { waiting: 'في الانتظار', running: 'قيد التشغيل', completed: 'مكتملة', failed: 'فاشلة' };

/** "N variants; delete them", the variants the subject (nominative) and the pronoun agreeing. */
const variantsStillThere = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} متغير؛ احذفها`,
    one: 'متغير واحد؛ احذفه',
    two: 'متغيران؛ احذفهما',
    few: `${count} متغيرات؛ احذفها`,
    many: `${count} متغيرًا؛ احذفها`,
    other: `${count} متغير؛ احذفها`,
  });

/** "N registrations holding a seat" as the subject (nominative). */
const registrationsHoldingSeats = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} تسجيل يشغل مقاعد`,
    one: 'تسجيل واحد يشغل مقعدًا',
    two: 'تسجيلان يشغلان مقعدين',
    few: `${count} تسجيلات تشغل مقاعد`,
    many: `${count} تسجيلًا تشغل مقاعد`,
    other: `${count} تسجيل تشغل مقاعد`,
  });

/** "N seats" as the subject of a passive verb (nominative). */
const seatsSubject = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} مقعد`,
    one: 'مقعد واحد',
    two: 'مقعدان',
    few: `${count} مقاعد`,
    many: `${count} مقعدًا`,
    other: `${count} مقعد`,
  });

/** "N times", as an adverb of "used". */
const times = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} مرة`,
    one: 'مرة واحدة',
    two: 'مرتين',
    few: `${count} مرات`,
    many: `${count} مرة`,
    other: `${count} مرة`,
  });

/** "N subscriptions" as the subject (nominative). */
const subscriptionsSubject = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} اشتراك`,
    one: 'اشتراك واحد',
    two: 'اشتراكان',
    few: `${count} اشتراكات`,
    many: `${count} اشتراكًا`,
    other: `${count} اشتراك`,
  });

/** "N segmentations" as the subject of a passive verb (nominative). */
const segmentationsSubject = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} عملية تجزئة`,
    one: 'عملية تجزئة واحدة',
    two: 'عمليتا تجزئة',
    few: `${count} عمليات تجزئة`,
    many: `${count} عملية تجزئة`,
    other: `${count} عملية تجزئة`,
  });

/** The back office and sales API's error messages in Arabic (src/locales/server/en/serverAdminMessagesEn.ts). */
export const serverAdminMessagesAr: Translation<typeof serverAdminMessagesEn> = {
  nothingToChange: 'أرسل حقلًا واحدًا على الأقل لتعديله.',
  accountNoLongerStaff: 'لم يعد لحسابك صلاحية الوصول إلى هذا القسم. يُرجى تسجيل الدخول مرة أخرى.',

  orderNotFound: (orderId: number) => `لم يُعثر على الطلب #${orderId}.`,
  salesMoveNotAllowed: 'لا يمكن لفريق المبيعات إلا تحديد الطلبات كـ«تم الشحن» أو «تم التسليم».',
  moveNotAllowed: (orderId: number, from: string, to: string, next: readonly string[]) =>
    `حالة الطلب #${orderId} هي «${statusAr(from)}» ولا يمكن نقله إلى «${statusAr(to)}». ${
      next.length > 0 ? `يمكن نقله إلى: ${next.map((status) => `«${statusAr(status)}»`).join('، ')}.` : `الحالة «${statusAr(from)}» نهائية.`
    }`,
  cardOrderNotPaid: (orderId: number) => `الطلب #${orderId} مدفوع بالبطاقة، ولم تؤكد بوابة الدفع استلام المبلغ بعد.`,
  paidOrderCannotFail: (orderId: number) => `الطلب #${orderId} مدفوع؛ ألغِه بدلًا من ذلك، واستردّ المبلغ عبر بوابة الدفع.`,
  orderChanged: (orderId: number) => `عدّل شخص آخر الطلب #${orderId} في هذه الأثناء. يُرجى إعادة تحميله والمحاولة مرة أخرى.`,

  imageTooLarge: (maxBytes: number) => `حجم الصورة كبير جدًا. يُرجى رفع صورة لا يتجاوز حجمها ${maxBytes / (1024 * 1024)} ميجابايت.`,
  unsupportedImage: 'الملف ليس صورة بصيغة PNG أو JPEG أو WebP أو GIF.',
  undecodableImage: (formatName: string) =>
    `يبدأ الملف كصورة ${formatName} لكنه غير قابل للقراءة: فهو إما تالف، أو مقطوع، أو ليس صورة أصلًا. يُرجى تصدير الصورة من جديد ورفعها.`,
  imageTooManyPixels: (maxPixels: number) =>
    `عدد بكسلات الصورة كبير جدًا. يُرجى رفع صورة لا تتجاوز ${maxPixels / 1_000_000} ميجابكسل (العرض × الارتفاع).`,
  noImage: 'يُرجى اختيار صورة لرفعها، مُرسَلة في حقل multipart المسمّى "file".',
  malformedUpload: 'الملف المرفوع ليس نموذج multipart صالحًا.',
  imageUrl: 'يجب أن يكون فارغًا، أو مسارًا على هذا الموقع مثل /uploads/…، أو عنوان http(s)',

  unknownCategory: (categoryId: number) => `لا توجد فئة برقم ${categoryId}؛ الفئات المتاحة هي ${categoryList}.`,
  subcategoryNotFound: (id: number) => `لم يُعثر على الفئة الفرعية #${id}.`,
  subcategoryOutsideCategory: (subcategoryId: number, categoryId: number) => `الفئة الفرعية #${subcategoryId} لا تنتمي إلى الفئة ${categoryId}.`,
  subcategoryHoldsProducts: (name: string, count: number) =>
    `لا تزال الفئة الفرعية «${name}» تضم ${productsObject(count)}. ${moveOrDeleteThem(count)}.`,

  productNotFound: (id: number) => `لم يُعثر على المنتج #${id}.`,
  variantNotFound: (id: number) => `لم يُعثر على المتغير #${id} لهذا المنتج.`,
  skuTaken: (sku: string) => `يستخدم منتج أو متغير آخر رمز SKU «${sku}» بالفعل.`,
  discountAbovePrice: 'لا يمكن أن يتجاوز الخصم السعر.',
  variantStockIsSum: 'مخزون المنتج ذي المتغيرات هو مجموع مخزون متغيراته؛ عدّل المتغيرات بدلًا من ذلك.',
  arabicSpecificationsUnpaired: 'صفوف المواصفات بالعربية أكثر من صفوفها بالإنجليزية؛ كل صف عربي يُكتب بجوار الصف الإنجليزي المقابل له.',
  notAVariantProduct: (name: string) => `«${name}» ليس منتجًا ذا متغيرات؛ حدِّده أولًا كمنتج له متغيرات.`,
  productHasVariants: (name: string, count: number) => `لا يزال للمنتج «${name}» ${variantsStillThere(count)} قبل إيقاف المتغيرات.`,
  variantKind: 'للمتغير إما جهة ومقاس، أو مقاس فقط، أو خيار فقط.',

  userNotFound: (id: number) => `لم يُعثر على المستخدم #${id}.`,
  emailTaken: 'يستخدم حساب آخر عنوان البريد الإلكتروني هذا بالفعل.',
  invalidEmail: 'يُرجى إدخال بريد إلكتروني صحيح',
  cannotChangeOwnRole: 'لا يمكنك تغيير دورك بنفسك.',

  notificationNotFound: (id: number) => `لم يُعثر على الإشعار #${id}.`,
  paymentNotFound: (id: number) => `لم يُعثر على الدفعة #${id}.`,
  eventNotFound: (id: number) => `لم يُعثر على الفعالية #${id}.`,

  trainingNotFound: (id: number) => `لم يُعثر على التدريب #${id}.`,
  endBeforeStart: 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء.',
  trainingHasRegistrations: (title: string, count: number) =>
    `للتدريب «${title}» ${registrationsHoldingSeats(count)}؛ أوقِف تفعيله بدلًا من حذفه.`,
  capacityBelowSeats: (taken: number) => `حُجز بالفعل ${seatsSubject(taken)}؛ لا يمكن أن تكون السعة أقل من ذلك.`,
  packageNotFound: (id: number) => `لم يُعثر على الباقة #${id} لهذا التدريب.`,

  promoNotFound: (id: number) => `لم يُعثر على كود الخصم #${id}.`,
  promoCodeTaken: (code: string) => `كود الخصم ${code} موجود بالفعل.`,
  promoUsed: (code: string, count: number) => `استُخدم كود الخصم ${code} ${times(count)}؛ أوقِف تفعيله بدلًا من حذفه.`,
  percentRange: 'خصم النسبة المئوية عدد صحيح من 1 إلى 100.',
  fixedAmount: 'الخصم الثابت مبلغ أكبر من 0 ج.م.',
  promoWindow: 'لا يمكن أن تكون نهاية فترة الصلاحية قبل بدايتها.',
  valueWithKind: 'تغيير نوع الخصم يتطلب إرسال قيمته الجديدة أيضًا.',

  planNotFound: (id: number) => `لم يُعثر على خطة الذكاء الاصطناعي #${id}.`,
  planExists: (id: number) => `خطة الذكاء الاصطناعي #${id} موجودة بالفعل؛ عدّلها بدلًا من ذلك.`,
  planHasSubscriptions: (name: string, count: number) => `للخطة «${name}» ${subscriptionsSubject(count)}؛ أوقِف تفعيلها بدلًا من حذفها.`,
  subscriptionNotFound: (id: number) => `لم يُعثر على اشتراك الذكاء الاصطناعي #${id}.`,
  quotaBelowUsed: (used: number) => `استُخدمت بالفعل ${segmentationsSubject(used)}؛ لا يمكن أن يكون الرصيد المسموح به أقل من ذلك.`,

  unknownGovernorate: (name: string) => `«${name}» ليست من محافظات مصر الـ27.`,

  jobNotFound: (id: number) => `لم يُعثر على مهمة الخلفية #${id}.`,
  jobNotFailed: (id: number, state: string) => `مهمة الخلفية #${id} حالتها ${jobStates[state] ?? state}؛ لا يُعاد تشغيل إلا المهمة الفاشلة.`,
  mailBodyDropped: (id: number) => `مهمة الخلفية #${id} بريد إلكتروني سري حُذف نصه عند فشله، فلا يمكن إرساله مرة أخرى. اطلب من العميل أن يطلبه من جديد.`,
  scanAlreadySettled: (id: number) => `مهمة الخلفية #${id} عالجت أشعة وُسمت بالفشل وأُعيدت شريحتها إلى الاشتراك؛ اطلب من العميل رفع الأشعة مرة أخرى.`,
};
