import { useLocation } from 'react-router-dom';
import { isStaffArea } from '@tiara/domain/access';
import { DocumentTitle } from './DocumentTitle';
import { STOREFRONT_PAGE_TITLES } from './storefrontPageTitles';

/** The storefront's tab titles; the staff areas keep their own (AdminArea, SalesArea). */
export function StorefrontDocumentTitle() {
  const { pathname } = useLocation();
  return isStaffArea(pathname) ? null : <DocumentTitle routes={STOREFRONT_PAGE_TITLES} />;
}
