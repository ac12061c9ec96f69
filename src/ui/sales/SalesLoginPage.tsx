import { StaffLoginView } from '../admin/shared/StaffLoginView';
import { useInjection } from '../di/ContainerContext';
import { SalesMessages } from '../messages/SalesMessages';
import { SalesLoginPresenter } from './SalesLoginPresenter';

export function SalesLoginPage() {
  const presenter = useInjection(SalesLoginPresenter);
  return <StaffLoginView form={presenter.form} labels={SalesMessages.login} />;
}
