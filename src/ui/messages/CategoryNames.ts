import { categoryNamesEn } from '../../locales/shared/en/categoryNamesEn';
import { localized } from '../i18n/localized';

/** The fixed categories' names (SPEC §3) by id, in the shown language. */
export const CategoryNames = localized('categoryNames', categoryNamesEn);
