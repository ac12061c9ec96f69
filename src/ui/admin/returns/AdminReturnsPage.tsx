import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/ContainerContext';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { AdminReturnsPresenter } from './AdminReturnsPresenter';
import { ReturnsScreen } from './ReturnsScreen';

/** Admin → Returns. */
export const AdminReturnsPage = observer(function AdminReturnsPage() {
  const { desk } = useInjection(AdminReturnsPresenter);
  return <ReturnsScreen desk={desk} subtitle={StaffReturnsMessages.subtitle} />;
});
