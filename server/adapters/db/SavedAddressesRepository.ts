import { and, asc, eq, ne } from 'drizzle-orm';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
import type { AddressBookEdit, SavedAddresses, StoredAddress } from '../../application/addresses/SavedAddresses';
import type { Database } from './Database';
import { PostgresIdempotencyKeys } from './PostgresIdempotencyKeys';
import { addresses, users } from './schema';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const stored = {
  id: addresses.id,
  label: addresses.label,
  firstName: addresses.firstName,
  middleName: addresses.middleName,
  lastName: addresses.lastName,
  phone: addresses.phone,
  address: addresses.address,
  governorate: addresses.governorate,
  city: addresses.city,
  postalCode: addresses.postalCode,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt,
};

function fieldsOf(address: SavedAddressForm): SavedAddressForm {
  const { label, firstName, middleName, lastName, phone, address: street, governorate, city, postalCode } = address;
  return { label, firstName, middleName, lastName, phone, address: street, governorate, city, postalCode };
}

function entriesOf(db: Writer, userId: number): Promise<StoredAddress[]> {
  return db.select(stored).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export class SavedAddressesRepository implements SavedAddresses {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  list(userId: number): Promise<StoredAddress[]> {
    return entriesOf(this.db, userId);
  }

  edit<T>(userId: number, change: (book: AddressBookEdit) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      // The account's row is the book's lock: two changes of one book (two tabs) take turns, so the limit and the one default hold.
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const entries = account ? await entriesOf(tx, userId) : [];
      const ofUser = (id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));
      return change({
        accountExists: account !== undefined,
        entries,
        insert: async (address, now) => {
          const [row] = await tx
            .insert(addresses)
            .values({ ...fieldsOf(address), userId, isDefault: false, createdAt: now, updatedAt: now })
            .returning({ id: addresses.id });
          if (!row) throw new Error('the address was not stored');
          return row.id;
        },
        update: async (id, address, now) => {
          await tx.update(addresses).set({ ...fieldsOf(address), updatedAt: now }).where(ofUser(id));
        },
        remove: async (id) => {
          await tx.delete(addresses).where(ofUser(id));
        },
        markDefault: async (id, now) => {
          // Cleared first, then set: the unique index allows one default per customer at every moment.
          const others = id === null ? eq(addresses.userId, userId) : and(eq(addresses.userId, userId), ne(addresses.id, id));
          await tx.update(addresses).set({ isDefault: false, updatedAt: now }).where(and(others, eq(addresses.isDefault, true)));
          if (id !== null) await tx.update(addresses).set({ isDefault: true, updatedAt: now }).where(ofUser(id));
        },
        current: () => entriesOf(tx, userId),
        answers: new PostgresIdempotencyKeys(tx),
      });
    });
  }
}
