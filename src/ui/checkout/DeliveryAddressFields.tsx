import { NativeSelect, SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import type { NamedChoice } from '../messages/DisplayNames';
import { BoundTextField, type TextFieldForm } from './BoundTextField';

type RecipientNameField = 'firstName' | 'middleName' | 'lastName';
type TypedAddressField = 'phone' | 'address' | 'city' | 'postalCode';

/** A form that holds a delivery address: the checkout, and a saved address in the account. */
export type DeliveryAddressForm = TextFieldForm<RecipientNameField | TypedAddressField> & {
  readonly governorate: string;
  readonly fieldErrors: { readonly governorate?: string };
  readonly governorates: readonly NamedChoice[];
  /** The chosen governorate's cities; empty where the shop knows none, and the city is typed. */
  readonly cities: readonly NamedChoice[];
  governorateChosen(name: string | null): void;
};

const texts = CheckoutMessages.checkout;

/** The recipient's three names, side by side from a tablet up. */
export const RecipientNameFields = observer(function RecipientNameFields({ page }: { page: DeliveryAddressForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <BoundTextField page={page} field="firstName" label={texts.firstName} autoComplete="given-name" />
      <BoundTextField page={page} field="middleName" label={texts.middleName} autoComplete="additional-name" />
      <BoundTextField page={page} field="lastName" label={texts.lastName} autoComplete="family-name" />
    </SimpleGrid>
  );
});

const CityField = observer(function CityField({ page }: { page: DeliveryAddressForm }) {
  if (page.cities.length === 0) return <BoundTextField page={page} field="city" label={texts.city} required={false} autoComplete="address-level2" />;
  return (
    <NativeSelect
      label={texts.city}
      value={page.city}
      data={[{ value: '', label: '' }, ...page.cities]}
      error={page.fieldErrors.city}
      onChange={(event) => page.fieldChanged('city', event.currentTarget.value)}
    />
  );
});

/** Where the parcel goes: phone, street address, governorate, city (a list where the shop knows the governorate's cities) and postal code. */
export const DeliveryAddressFields = observer(function DeliveryAddressFields({ page }: { page: DeliveryAddressForm }) {
  return (
    <>
      <BoundTextField page={page} field="phone" label={texts.phone} type="tel" placeholder={texts.phonePlaceholder} autoComplete="tel" />
      <BoundTextField page={page} field="address" label={texts.address} autoComplete="street-address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={texts.governorate}
          withAsterisk
          value={page.governorate}
          data={page.governorates}
          error={page.fieldErrors.governorate}
          onChange={(event) => page.governorateChosen(event.currentTarget.value)}
        />
        <CityField page={page} />
        <BoundTextField page={page} field="postalCode" label={texts.postalCode} required={false} autoComplete="postal-code" />
      </SimpleGrid>
    </>
  );
});
