import { engageMessagesEn } from '../../locales/shop/en/engageMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the notifications, dental training, contact, events and policy screens (SPEC §2, §5, §8, §9 verbatim). */
export const EngageMessages = localized('engage', engageMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
