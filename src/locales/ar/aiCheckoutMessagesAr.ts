import type { AiCheckoutMessages } from '../../domain/ai-plan';
import type { Translation } from '../Translation';

/** The alternate AI checkout's texts in Arabic (src/domain/ai-plan/AiCheckoutForm.ts). */
export const aiCheckoutMessagesAr: Translation<typeof AiCheckoutMessages> = {
  fullNameRequired: 'الاسم بالكامل مطلوب',
};
