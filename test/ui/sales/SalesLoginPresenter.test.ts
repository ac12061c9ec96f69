import { describe, expect, it } from 'vitest';
import { SignInStaff } from '../../../src/application/admin/SignInStaff';
import { SalesLoginPresenter } from '../../../src/ui/sales/SalesLoginPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeStaffSignInApi } from '../../application/support/fakes/FakeStaffSignInApi';
import { MemoryStaffSessionStore } from '../admin/shared/adminFakes';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

function salesLogin() {
  const store = new MemoryStaffSessionStore();
  const navigator = new FakeNavigator();
  const presenter = new SalesLoginPresenter(new SignInStaff(new FakeStaffSignInApi()), store, navigator, new ToastPresenter(new FakeClock()));
  return { form: presenter.form, store, navigator };
}

describe('SalesLoginPresenter', () => {
  it.each([
    ['sales@tiara.example', 'Sales123!'],
    ['admin@tiara.example', 'Admin123!'],
  ])('lets %s in at /sales/login', async (email, password) => {
    const { form, store, navigator } = salesLogin();
    form.emailChanged(email);
    form.passwordChanged(password);
    await form.submitted();
    expect(store.current()?.email).toBe(email);
    expect(navigator.visited).toEqual(['/sales/orders']);
  });

  it('gives a User the wrong-role message', async () => {
    const { form, store } = salesLogin();
    form.emailChanged('customer@tiara.example');
    form.passwordChanged('Customer123!');
    await form.submitted();
    expect(form.formError).toBe('This account does not have sales access.');
    expect(store.current()).toBeNull();
  });
});
