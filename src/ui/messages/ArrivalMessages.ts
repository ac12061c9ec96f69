import { arrivalMessagesEn } from '../../locales/shop/en/arrivalMessagesEn';
import { localized } from '../i18n/localized';

/** The expected arrival's texts ("Arrives Mon 30 Nov – Thu 3 Dec"). */
export const ArrivalMessages = localized('arrival', arrivalMessagesEn);
