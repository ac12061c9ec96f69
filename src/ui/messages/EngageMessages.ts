import { engageMessagesEn } from '../../locales/shop/en/engageMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the notifications, dental training, contact, events and policy screens (SPEC §2, §5, §8, §9 verbatim). */
export const EngageMessages = localized('engage', engageMessagesEn);
