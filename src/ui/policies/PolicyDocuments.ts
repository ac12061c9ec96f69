import { Brand } from '@tiara/domain/brand';
import { DEFAULT_SHIPPING_FEE, GOVERNORATES } from '@tiara/domain/shipping-fee';
import { formatPrice } from '../../locales/format/formatPrice';
import { ShopPaths } from '../routing/ShopPaths';

/**
 * SPEC §9's policy rules, written once so that the English and the Arabic text cannot drift
 * apart. Numbers stay in Western digits in both languages, as Egyptian invoices print them.
 */
export const PolicyTerms = {
  damagedReportDays: 3,
  wrongItemReportHours: 48,
  refundProcessingDays: '5-7',
  orderProcessingDays: '1-2',
  deliveryDaysMajorCities: '2-5',
  deliveryDaysElsewhere: 7,
  deliveryAttempts: '2-3',
  /** In piasters; each language's text writes it with its own currency sign. */
  standardShippingFee: DEFAULT_SHIPPING_FEE,
  governorates: GOVERNORATES.length,
} as const;

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

export interface PolicyDocument {
  readonly path: string;
  readonly english: PolicyText;
  readonly arabic: PolicyText;
}

const { name, aiName } = Brand;
const terms = PolicyTerms;

const englishContactLabels = { emailLabel: 'Email', phoneLabel: 'Phone' } as const;
const arabicContactLabels = { emailLabel: 'البريد الإلكتروني', phoneLabel: 'الهاتف' } as const;

export const PrivacyPolicy: PolicyDocument = {
  path: ShopPaths.privacyPolicy,
  english: {
    title: 'Privacy Policy',
    intro: `${name} ("we") runs this online shop for dental clinics and dental professionals in Egypt. This policy explains what personal information we collect, why we collect it, who we share it with and the choices you have.`,
    sections: [
      {
        heading: 'Information we collect',
        points: [
          'Account details: your name, e-mail address, phone number, address, governorate and city, which you give us when you sign up or check out.',
          'Orders: the products, dental trainings and AI plans you buy, their amounts and the delivery details.',
          `Dental scans you upload to ${aiName} for analysis, and the results produced from them.`,
          'Messages you send us through the contact form.',
          "Data kept in your browser: your cart, your promo code and your session are saved in your browser's local storage so that they survive a reload. Logging out or clearing your browser data removes them.",
        ],
      },
      {
        heading: 'Card payments',
        paragraphs: [
          'Card payments are made on the secure page of our payment provider. Card details are not stored by us: we never see or keep your card number, expiry date or CVV. We only receive the result of the payment and its transaction reference.',
        ],
      },
      {
        heading: 'How we use your information',
        points: [
          `To prepare and deliver your orders, register you for dental trainings and activate your ${aiName} plan.`,
          'To send you order confirmations, scan results, password reset codes and shop notifications.',
          'To answer your messages and support you.',
          'To keep the shop secure and to prevent fraud.',
        ],
        paragraphs: ['We do not sell your personal information, and we do not use it for advertising by others.'],
      },
      {
        heading: 'Who we share it with',
        points: [
          'The courier that delivers your order receives your name, phone number and delivery address.',
          'The payment provider receives the amount and the billing details needed to take a card payment.',
          'The scan analysis service receives the scan files you upload, only to produce your results.',
        ],
        paragraphs: ['We share nothing else, unless the law requires us to.'],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order and payment records are kept for as long as Egyptian accounting law requires. Your scans and their results are kept so that you can find them in your scan history, and are deleted when you ask us to.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You may ask us at any time to show you, correct or delete your personal information, or to close your account.'],
      },
    ],
    contact: 'For any question about your privacy, write to us or call us:',
    ...englishContactLabels,
  },
  arabic: {
    title: 'سياسة الخصوصية',
    intro: `تدير ${name} ("نحن") هذا المتجر الإلكتروني لعيادات الأسنان وأطباء الأسنان في مصر. توضح هذه السياسة المعلومات الشخصية التي نجمعها، وسبب جمعها، ومن نشاركها معه، والخيارات المتاحة لك.`,
    sections: [
      {
        heading: 'المعلومات التي نجمعها',
        points: [
          'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك وعنوانك والمحافظة والمدينة، وتقدمها لنا عند التسجيل أو عند إتمام الطلب.',
          'الطلبات: المنتجات والدورات التدريبية وباقات الذكاء الاصطناعي التي تشتريها، وقيمتها وبيانات التوصيل.',
          `صور الأشعة التي ترفعها إلى ${aiName} لتحليلها، والنتائج المستخرجة منها.`,
          'الرسائل التي ترسلها إلينا من خلال نموذج التواصل.',
          'البيانات المحفوظة في متصفحك: تُحفظ سلة التسوق وكود الخصم وجلسة الدخول في التخزين المحلي لمتصفحك حتى لا تضيع عند إعادة تحميل الصفحة، ويؤدي تسجيل الخروج أو مسح بيانات المتصفح إلى حذفها.',
        ],
      },
      {
        heading: 'الدفع بالبطاقة',
        paragraphs: [
          'يتم الدفع بالبطاقة على الصفحة الآمنة لمزود خدمة الدفع. لا نحتفظ ببيانات البطاقة: فنحن لا نرى رقم بطاقتك أو تاريخ انتهائها أو رمز التحقق (CVV) ولا نحفظها، وإنما نتلقى نتيجة عملية الدفع ورقمها المرجعي فقط.',
        ],
      },
      {
        heading: 'كيف نستخدم معلوماتك',
        points: [
          `لتجهيز طلباتك وتوصيلها، وتسجيلك في الدورات التدريبية، وتفعيل باقتك في ${aiName}.`,
          'لإرسال تأكيدات الطلبات ونتائج الأشعة ورموز إعادة تعيين كلمة المرور وإشعارات المتجر.',
          'للرد على رسائلك وتقديم الدعم لك.',
          'للحفاظ على أمان المتجر ومنع الاحتيال.',
        ],
        paragraphs: ['لا نبيع معلوماتك الشخصية، ولا نستخدمها في إعلانات لصالح الغير.'],
      },
      {
        heading: 'مع من نشاركها',
        points: [
          'تتلقى شركة الشحن التي توصّل طلبك اسمك ورقم هاتفك وعنوان التوصيل.',
          'يتلقى مزود خدمة الدفع المبلغ وبيانات الفوترة اللازمة لإتمام الدفع بالبطاقة.',
          'تتلقى خدمة تحليل الأشعة الملفات التي ترفعها، لاستخراج نتائجك فقط.',
        ],
        paragraphs: ['لا نشارك أي بيانات أخرى إلا إذا ألزمنا القانون بذلك.'],
      },
      {
        heading: 'مدة الاحتفاظ بالبيانات',
        paragraphs: [
          'نحتفظ بسجلات الطلبات والمدفوعات للمدة التي يفرضها قانون المحاسبة المصري. ونحتفظ بصور الأشعة ونتائجها لتجدها في سجل الأشعة الخاص بك، ونحذفها عندما تطلب ذلك.',
        ],
      },
      {
        heading: 'حقوقك',
        paragraphs: ['يمكنك أن تطلب منا في أي وقت الاطلاع على معلوماتك الشخصية أو تصحيحها أو حذفها، أو إغلاق حسابك.'],
      },
    ],
    contact: 'لأي سؤال يخص خصوصيتك، راسلنا أو اتصل بنا:',
    ...arabicContactLabels,
  },
};

export const RefundExchangePolicy: PolicyDocument = {
  path: ShopPaths.refundExchangePolicy,
  english: {
    title: 'Refund and Exchange Policy',
    intro: `We want every ${name} order to reach your clinic exactly as you ordered it. If something is wrong, tell us quickly and we will put it right.`,
    sections: [
      {
        heading: 'Damaged or defective items',
        paragraphs: [
          `Report a damaged or defective item within ${terms.damagedReportDays} days of delivery, with a photo of the item and of its packaging. Once we have confirmed the problem we exchange the item or refund it, as you prefer.`,
        ],
      },
      {
        heading: 'Wrong items',
        paragraphs: [`If you received an item you did not order, report it within ${terms.wrongItemReportHours} hours of delivery. Keep it unused in its original packaging until we collect it or you send it back.`],
      },
      {
        heading: 'Conditions',
        points: [
          'Returned items must be unused, complete and in their original packaging, together with the order number.',
          'For hygiene and patient safety, sterile and single-use products whose seal has been opened cannot be returned unless they are defective.',
          `${aiName} plans and dental training registrations are services rather than goods: for a question about one of them, please contact us.`,
        ],
      },
      {
        heading: 'Refunds and exchanges',
        paragraphs: [
          `Once the item has reached us and been inspected, the refund or exchange is processed within ${terms.refundProcessingDays} days. The money is refunded to the original payment method or, if you prefer, as store credit for your next order.`,
        ],
      },
      {
        heading: 'Return shipping',
        paragraphs: ["The customer pays the return shipping, unless the error is ours (a damaged, defective or wrong item): then we pay it."],
      },
    ],
    contact: 'To report a problem or ask for a refund or an exchange, send us your order number, the item and a photo:',
    ...englishContactLabels,
  },
  arabic: {
    title: 'سياسة الاسترجاع والاستبدال',
    intro: `نريد أن يصل كل طلب من ${name} إلى عيادتك كما طلبته تمامًا. إذا كانت هناك مشكلة، أخبرنا سريعًا وسنقوم بحلها.`,
    sections: [
      {
        heading: 'المنتجات التالفة أو المعيبة',
        paragraphs: [
          `أبلغنا عن المنتج التالف أو المعيب خلال ${terms.damagedReportDays} أيام من الاستلام، مع صورة للمنتج ولتغليفه. وبعد التأكد من المشكلة نستبدل المنتج أو نرد ثمنه حسب رغبتك.`,
        ],
      },
      {
        heading: 'المنتجات الخاطئة',
        paragraphs: [`إذا استلمت منتجًا لم تطلبه، أبلغنا خلال ${terms.wrongItemReportHours} ساعة من الاستلام. احتفظ به دون استخدام وفي تغليفه الأصلي حتى نستلمه منك أو ترسله إلينا.`],
      },
      {
        heading: 'الشروط',
        points: [
          'يجب أن تكون المنتجات المرتجعة غير مستخدمة وكاملة وفي تغليفها الأصلي، مع رقم الطلب.',
          'حفاظًا على النظافة وسلامة المرضى، لا يمكن إرجاع المنتجات المعقمة أو أحادية الاستخدام التي فُتح غلافها إلا إذا كانت معيبة.',
          `باقات ${aiName} والتسجيل في الدورات التدريبية خدمات وليست منتجات: لأي استفسار بشأنها يرجى التواصل معنا.`,
        ],
      },
      {
        heading: 'الاسترداد والاستبدال',
        paragraphs: [
          `بعد وصول المنتج إلينا وفحصه، تتم معالجة الاسترداد أو الاستبدال خلال ${terms.refundProcessingDays} أيام. ويُرد المبلغ إلى وسيلة الدفع الأصلية أو، إذا فضّلت، كرصيد في المتجر لطلبك القادم.`,
        ],
      },
      {
        heading: 'تكلفة شحن المرتجعات',
        paragraphs: ['يتحمل العميل تكلفة شحن المرتجع، إلا إذا كان الخطأ من جانبنا (منتج تالف أو معيب أو خاطئ)، وفي هذه الحالة نتحملها نحن.'],
      },
    ],
    contact: 'للإبلاغ عن مشكلة أو طلب استرداد أو استبدال، أرسل إلينا رقم الطلب والمنتج وصورة له:',
    ...arabicContactLabels,
  },
};

export const ShippingPolicy: PolicyDocument = {
  path: ShopPaths.shippingPolicy,
  english: {
    title: 'Shipping Policy',
    intro: `${name} delivers dental supplies to clinics and dental professionals across Egypt.`,
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [`We ship within Egypt, to all ${terms.governorates} governorates.`],
      },
      {
        heading: 'Processing time',
        paragraphs: [`Orders are prepared and handed to the courier within ${terms.orderProcessingDays} business days, excluding weekends and public holidays.`],
      },
      {
        heading: 'Delivery time',
        points: [
          `Cairo and major cities: ${terms.deliveryDaysMajorCities} days.`,
          `Other areas: up to ${terms.deliveryDaysElsewhere} days.`,
        ],
        paragraphs: ['Delivery times count from the day the order leaves our warehouse.'],
      },
      {
        heading: 'Shipping fees',
        paragraphs: [
          `The fee depends on your governorate and is shown at checkout before you place the order; the standard fee is ${formatPrice(terms.standardShippingFee, 'en')}. Pickup from our store is free, and orders of only ${aiName} plans or dental trainings have no shipping fee.`,
        ],
      },
      {
        heading: 'Delivery attempts',
        paragraphs: [
          `The courier calls you before delivering and tries ${terms.deliveryAttempts} times. If nobody can receive the order, it comes back to us and we contact you to arrange a new delivery.`,
        ],
      },
      {
        heading: 'Tracking your order',
        paragraphs: ['When your order ships, we send you a tracking link by e-mail or SMS.'],
      },
    ],
    contact: 'For any question about a delivery, contact us:',
    ...englishContactLabels,
  },
  arabic: {
    title: 'سياسة الشحن',
    intro: `توصّل ${name} مستلزمات طب الأسنان إلى العيادات وأطباء الأسنان في جميع أنحاء مصر.`,
    sections: [
      {
        heading: 'مناطق التوصيل',
        paragraphs: [`نشحن داخل مصر إلى جميع المحافظات الـ ${terms.governorates}.`],
      },
      {
        heading: 'مدة تجهيز الطلب',
        paragraphs: [`يتم تجهيز الطلبات وتسليمها لشركة الشحن خلال ${terms.orderProcessingDays} يوم عمل، باستثناء عطلات نهاية الأسبوع والعطلات الرسمية.`],
      },
      {
        heading: 'مدة التوصيل',
        points: [`القاهرة والمدن الكبرى: ${terms.deliveryDaysMajorCities} أيام.`, `المناطق الأخرى: حتى ${terms.deliveryDaysElsewhere} أيام.`],
        paragraphs: ['تُحسب مدة التوصيل من يوم خروج الطلب من مخزننا.'],
      },
      {
        heading: 'رسوم الشحن',
        paragraphs: [
          `تختلف الرسوم حسب محافظتك وتظهر عند إتمام الطلب قبل تأكيده، والرسوم المعتادة ${formatPrice(terms.standardShippingFee, 'ar')}. الاستلام من متجرنا مجاني، ولا توجد رسوم شحن على الطلبات التي تقتصر على باقات ${aiName} أو الدورات التدريبية.`,
        ],
      },
      {
        heading: 'محاولات التوصيل',
        paragraphs: [`يتصل بك مندوب الشحن قبل التوصيل ويحاول ${terms.deliveryAttempts} مرات. وإذا لم يتمكن أحد من استلام الطلب، يعود إلينا ونتواصل معك لتحديد موعد توصيل جديد.`],
      },
      {
        heading: 'تتبع طلبك',
        paragraphs: ['عند شحن طلبك نرسل إليك رابط التتبع عبر البريد الإلكتروني أو رسالة نصية (SMS).'],
      },
    ],
    contact: 'لأي سؤال عن التوصيل، تواصل معنا:',
    ...arabicContactLabels,
  },
};
