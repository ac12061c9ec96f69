import { observer } from 'mobx-react-lite';
import { Routes } from '@tiara/domain/access';
import { ReturnsScreen } from '../admin/returns/ReturnsScreen';
import { useInjection } from '../di/ContainerContext';
import { StaffReturnsMessages } from '../messages/StaffReturnsMessages';
import { SalesReturnsPresenter } from './SalesReturnsPresenter';

/** Where the sales desk's returns live, under /sales. */
export const SALES_RETURNS_PATH = `${Routes.sales}/returns`;

/** Sales desk → Returns: the queue, without money. */
export const SalesReturnsPage = observer(function SalesReturnsPage() {
  const { desk } = useInjection(SalesReturnsPresenter);
  return <ReturnsScreen desk={desk} subtitle={StaffReturnsMessages.salesSubtitle} />;
});
