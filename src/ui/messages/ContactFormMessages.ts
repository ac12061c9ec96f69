import { contactFormMessagesEn } from '../../locales/shared/en/contactFormMessagesEn';
import { localized } from '../i18n/localized';

/** The contact form's texts, a problem's text under its code (ContactProblemCode). */
export const ContactFormMessages = localized('contactForm', contactFormMessagesEn);
