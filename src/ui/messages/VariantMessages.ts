import { variantMessagesEn } from '../../locales/shop/en/variantMessagesEn';
import { localized } from '../i18n/localized';

/** The variant selector's texts, a problem's text under its code (VariantProblem). */
export const VariantMessages = localized('variant', variantMessagesEn);
