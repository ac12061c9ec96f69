import { afterEach, describe, expect, it } from 'vitest';
import { isolated } from '@tiara/domain/language';
import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';
import { AddressBookPresenter } from '../../../src/ui/account/AddressBookPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { type FakeAddressBookApi, dokkiBranch, mainClinic } from '../../application/support/fakes/FakeAddressBookApi';
import { accountTestKit, settle, signedInStorage } from './accountTestKit';
import { apiFailure } from '../../application/support/checkoutFakes';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';

async function openAddresses(prepare: (api: FakeAddressBookApi) => void = () => {}, storage = signedInStorage()) {
  const kit = accountTestKit(storage);
  prepare(kit.addresses);
  const page = kit.container.get(AddressBookPresenter);
  page.opened();
  await settle();
  return { ...kit, api: kit.addresses, page };
}

const fill = (page: AddressBookPresenter, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) page.form.fieldChanged(field as 'label', value);
};

describe('AddressBookPresenter (the account’s Addresses section)', () => {
  it('lists the addresses, the default first, each with its recipient and place in one line', async () => {
    const { page } = await openAddresses();
    expect(page.state).toBe('loaded');
    expect(page.rows).toEqual([
      { id: 1, label: 'Main clinic', recipient: 'Nour Ahmed Mansour', phone: '01012345678', place: `${isolated('14 El Nozha Street')}, ${isolated('Heliopolis')}, Cairo`, isDefault: true },
      { id: 2, label: 'Dokki branch', recipient: 'Nour Ahmed Mansour', phone: '01512345678', place: `${isolated('3 Tahrir Street')}, ${isolated('Dokki')}, Giza`, isDefault: false },
    ]);
    expect(page.canAdd).toBe(true);
  });

  it('says so when the addresses cannot be loaded, and when nobody is signed in', async () => {
    const { page } = await openAddresses((api) => {
      api.failures.set('list', apiFailure('server'));
    });
    expect(page.loadError).toBe('Your addresses could not be loaded. Please try again.');
    const signedOut = await openAddresses(() => {}, {});
    expect(signedOut.api.calls).toEqual([]);
    expect(signedOut.page.state).toBe('failed');
  });

  it('leaves the section out where the backend keeps no address book, but not when it only failed or was out of reach', async () => {
    const lacking = await openAddresses((api) => {
      api.failures.set('list', notOffered);
    });
    expect([lacking.page.isShown, lacking.page.loadError, lacking.page.canAdd]).toEqual([false, null, false]);
    const learned = accountTestKit(signedInStorage());
    learned.features.missing.add('saved-addresses');
    expect(learned.container.get(AddressBookPresenter).isShown).toBe(false);
    for (const failure of [networkFailure, apiFailure('server')]) {
      const { page } = await openAddresses((api) => {
        api.failures.set('list', failure);
      });
      expect([page.isShown, page.loadError]).toEqual([true, 'Your addresses could not be loaded. Please try again.']);
    }
  });

  describe('adding an address', () => {
    it('checks the form with the checkout’s rules and texts before anything is sent', async () => {
      const { page, api } = await openAddresses();
      page.addClicked();
      expect(page.editing).toEqual({ id: null });
      expect(page.editorTitle).toBe('New address');
      fill(page, { label: '', firstName: 'Nour', phone: '0223456789' });
      page.saveClicked();
      await settle();
      expect(page.form.fieldErrors).toEqual({
        label: 'Label is required',
        middleName: 'Middle name is required',
        lastName: 'Last name is required',
        phone: 'Please enter a valid Egyptian phone number (e.g., 01012345678)',
        address: 'Address is required',
      });
      expect(page.focus.field).toBe('label');
      expect(api.calls).toEqual(['list']);
      page.form.fieldChanged('label', 'Maadi branch');
      expect(page.form.fieldErrors.label).toBeUndefined();
    });

    it('brings the first wrong field into view in the order the form shows them: the label, the names, the phone, the street', async () => {
      const { page } = await openAddresses();
      page.addClicked();
      fill(page, { label: 'Maadi branch', firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '0123', address: '' });
      page.saveClicked();
      await settle();
      expect(page.focus.field).toBe('phone');
      page.form.fieldChanged('phone', '0100 000 1111');
      page.saveClicked();
      await settle();
      expect(page.focus.field).toBe('address');
    });

    it('saves a complete address, optionally as the default, and closes the form', async () => {
      const { page, api, toasts } = await openAddresses();
      page.addClicked();
      expect(page.offersMakeDefault).toBe(true);
      fill(page, { label: 'Maadi branch', firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '0100 000 1111', address: '9 Road 9' });
      page.form.governorateChosen('Cairo');
      page.form.fieldChanged('city', 'Maadi');
      page.makeDefaultChanged(true);
      page.saveClicked();
      expect(page.saving).toBe(true);
      await settle();
      expect(api.added).toEqual([
        {
          address: { label: 'Maadi branch', firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '01000001111', address: '9 Road 9', governorate: 'Cairo', city: 'Maadi', postalCode: '' },
          makeDefault: true,
        },
      ]);
      expect(page.editing).toBeNull();
      expect(page.rows.map((row) => [row.label, row.isDefault])).toEqual([
        ['Maadi branch', true],
        ['Main clinic', false],
        ['Dokki branch', false],
      ]);
      expect(toasts.toasts.map((toast) => toast.message)).toContain('Address saved');
    });

    it('shows the server’s refusal in the form and keeps it open', async () => {
      const { page, api } = await openAddresses();
      api.failures.set('add', apiFailure('conflict', 'You can keep up to 10 addresses. Delete one to add another.', 409));
      page.addClicked();
      page.form.reset({ ...mainClinic, label: 'Twin' });
      page.saveClicked();
      await settle();
      expect(page.formError).toBe('You can keep up to 10 addresses. Delete one to add another.');
      expect(page.editing).toEqual({ id: null });
    });

    it(`offers no new address once ${SAVED_ADDRESS_LIMIT} are kept, and says why`, async () => {
      const { page } = await openAddresses((api) => {
        api.book = Array.from({ length: SAVED_ADDRESS_LIMIT }, (_, index) => ({ ...dokkiBranch, id: index + 1, label: `Branch ${index + 1}`, isDefault: index === 0 }));
      });
      expect(page.canAdd).toBe(false);
      expect(page.limitNote).toBe(`You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`);
      page.addClicked();
      expect(page.editing).toBeNull();
    });
  });

  it('edits an address in the same validated form, filled with it', async () => {
    const { page, api } = await openAddresses();
    page.editClicked(2);
    expect(page.editorTitle).toBe('Edit address');
    expect(page.offersMakeDefault).toBe(false);
    expect(page.form.values).toEqual({ label: 'Dokki branch', firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '01512345678', address: '3 Tahrir Street', governorate: 'Giza', city: 'Dokki', postalCode: '' });
    page.form.governorateChosen('Alexandria');
    expect(page.form.city).toBe('');
    page.form.fieldChanged('city', 'Smouha');
    page.form.fieldChanged('label', 'Alexandria branch');
    page.saveClicked();
    await settle();
    expect(api.calls).toContain('update 2');
    expect(page.rows.find((row) => row.id === 2)).toMatchObject({ label: 'Alexandria branch', place: `${isolated('3 Tahrir Street')}, ${isolated('Smouha')}, Alexandria` });
  });

  it('deletes an address only once the person confirms, and the server may move the default', async () => {
    const { page, api } = await openAddresses();
    page.removeClicked(1);
    expect(page.confirmingRemoval?.label).toBe('Main clinic');
    page.removalCancelled();
    expect(api.calls).toEqual(['list']);
    page.removeClicked(1);
    page.removalConfirmed();
    expect(page.busy).toBe(true);
    await settle();
    expect(page.rows).toEqual([expect.objectContaining({ label: 'Dokki branch', isDefault: true })]);
  });

  it('makes another address the default', async () => {
    const { page } = await openAddresses();
    page.makeDefaultClicked(2);
    await settle();
    expect(page.rows.map((row) => [row.label, row.isDefault])).toEqual([
      ['Dokki branch', true],
      ['Main clinic', false],
    ]);
  });

  it('shows why a delete failed and keeps the list', async () => {
    const { page, api } = await openAddresses();
    api.failures.set('remove', apiFailure('not-found', 'Address not found', 404));
    page.removeClicked(2);
    page.removalConfirmed();
    await settle();
    expect(page.actionError).toBe('Address not found');
    expect(page.rows).toHaveLength(2);
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it('words the places and the problems in Arabic, the checkout’s own texts for the checkout’s rules', async () => {
      await loadTexts('ar', ['storefront']);
      const { page } = await openAddresses();
      showLanguage('ar');
      expect(page.rows[0]?.place).toBe(`${isolated('14 El Nozha Street')}، ${isolated('مصر الجديدة')}، القاهرة`);
      page.addClicked();
      page.saveClicked();
      await settle();
      expect(page.form.fieldErrors.label).toBe('اسم العنوان مطلوب');
      expect(page.form.fieldErrors.firstName).toBe('الاسم الأول مطلوب');
    });
  });
});
