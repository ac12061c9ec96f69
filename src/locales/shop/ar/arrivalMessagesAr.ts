import type { arrivalMessagesEn } from '../en/arrivalMessagesEn';
import type { Translation } from '../../Translation';

export const arrivalMessagesAr: Translation<typeof arrivalMessagesEn> = {
  arrives: (earliest, latest) => `يصلك من ${earliest} إلى ${latest}`,
  readyForPickup: (earliest, latest) => `جاهز للاستلام من ${earliest} إلى ${latest}`,
  deliveryTo: (governorate) => `التوصيل إلى ${governorate}`,
  pickupFromStore: 'الاستلام من متجرنا',
};
