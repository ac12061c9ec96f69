import { describe, expect, it } from 'vitest';
import type { AddressBookApi } from '../../../src/application/addresses/AddressBookApi';
import { SAVED_ADDRESS_LIMIT, type SavedAddressForm } from '@tiara/domain/saved-address';
import type { Subject } from './support/Subject';

export interface AddressBookApiSubject {
  /** The address book of a signed-in customer who keeps none yet. */
  readonly api: AddressBookApi;
}

const clinic: SavedAddressForm = {
  label: 'Main clinic',
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  phone: '01012345678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postalCode: '11341',
};
const branch: SavedAddressForm = { ...clinic, label: 'Dokki branch', phone: '01512345678', address: '3 Tahrir Street', governorate: 'Giza', city: 'Dokki', postalCode: '' };

const UNKNOWN_ADDRESS = 987_654;

/** What the address book and checkout's saved addresses rely on from /api/addresses (this server's addition to SPEC). */
export function addressBookApiContract(subject: Subject<AddressBookApiSubject>): void {
  describe('AddressBookApi', () => {
    it('keeps an address it is given and lists it, the first one the default', async () => {
      const { api } = await subject();
      const saved = await api.add(clinic, false);
      expect(saved).toMatchObject({ ok: true, value: { ...clinic, id: expect.any(Number), isDefault: true } });
      expect(await api.list()).toEqual({ ok: true, value: [saved.ok && saved.value] });
    });

    it('makes another address the default, listing the default first and only one default', async () => {
      const { api } = await subject();
      const first = await api.add(clinic, false);
      const second = await api.add(branch, false);
      const book = await api.makeDefault(second.ok ? second.value.id : 0);
      expect(book.ok && book.value.map((entry) => [entry.id, entry.isDefault])).toEqual([
        [second.ok && second.value.id, true],
        [first.ok && first.value.id, false],
      ]);
      expect(await api.list()).toEqual(book);
    });

    it('changes an address, which the list then shows', async () => {
      const { api } = await subject();
      const saved = await api.add(clinic, true);
      const id = saved.ok ? saved.value.id : 0;
      expect(await api.update(id, { ...clinic, city: 'Nasr City' })).toMatchObject({ ok: true, value: { id, city: 'Nasr City' } });
      expect(await api.list()).toMatchObject({ ok: true, value: [{ id, city: 'Nasr City' }] });
    });

    it('removes an address, answering those left', async () => {
      const { api } = await subject();
      const first = await api.add(clinic, true);
      const second = await api.add(branch, false);
      expect(await api.remove(second.ok ? second.value.id : 0)).toEqual({ ok: true, value: [first.ok && first.value] });
    });

    it('answers not-found for an address it does not hold', async () => {
      const { api } = await subject();
      expect(await api.update(UNKNOWN_ADDRESS, clinic)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.remove(UNKNOWN_ADDRESS)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.makeDefault(UNKNOWN_ADDRESS)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it(`refuses an address beyond ${SAVED_ADDRESS_LIMIT} as a conflict, saying why`, async () => {
      const { api } = await subject();
      for (let count = 1; count <= SAVED_ADDRESS_LIMIT; count++) await api.add({ ...clinic, label: `Branch ${count}` }, false);
      const refused = await api.add({ ...clinic, label: 'One too many' }, false);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
    });
  });
}
