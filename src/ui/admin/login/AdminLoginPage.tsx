import { useInjection } from '../../di/ContainerContext';
import { AdminMessages } from '../../messages/AdminMessages';
import { StaffLoginView } from '../shared/StaffLoginView';
import { AdminLoginPresenter } from './AdminLoginPresenter';

export function AdminLoginPage() {
  const presenter = useInjection(AdminLoginPresenter);
  return <StaffLoginView form={presenter.form} labels={AdminMessages.login} />;
}
