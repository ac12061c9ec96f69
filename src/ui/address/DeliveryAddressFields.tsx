import { NativeSelect, SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { BoundTextField } from '../checkout/BoundTextField';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import type { AddressFormPresenter } from './AddressFormPresenter';

const texts = CheckoutMessages.checkout;

/** The recipient's three names, side by side from a tablet up. */
export const RecipientNameFields = observer(function RecipientNameFields({ form }: { form: AddressFormPresenter }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <BoundTextField page={form} field="firstName" label={texts.firstName} autoComplete="given-name" />
      <BoundTextField page={form} field="middleName" label={texts.middleName} autoComplete="additional-name" />
      <BoundTextField page={form} field="lastName" label={texts.lastName} autoComplete="family-name" />
    </SimpleGrid>
  );
});

const CityField = observer(function CityField({ form }: { form: AddressFormPresenter }) {
  if (form.cities.length === 0) return <BoundTextField page={form} field="city" label={texts.city} required={false} autoComplete="address-level2" />;
  return (
    <NativeSelect
      name="city"
      label={texts.city}
      value={form.city}
      data={[{ value: '', label: '' }, ...form.cities]}
      error={form.fieldErrors.city}
      onChange={(event) => form.fieldChanged('city', event.currentTarget.value)}
    />
  );
});

/** The recipient's phone, which every order asks for, delivered or not. */
export function PhoneField({ form }: { form: AddressFormPresenter }) {
  return <BoundTextField page={form} field="phone" label={texts.phone} type="tel" placeholder={texts.phonePlaceholder} autoComplete="tel" />;
}

/** Where the parcel goes: street address, governorate, city (a list where the shop knows the governorate's cities) and postal code. */
export const DeliveryPlaceFields = observer(function DeliveryPlaceFields({ form }: { form: AddressFormPresenter }) {
  return (
    <>
      <BoundTextField page={form} field="address" label={texts.address} autoComplete="street-address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          name="governorate"
          label={texts.governorate}
          withAsterisk
          value={form.governorate}
          data={form.governorates}
          error={form.fieldErrors.governorate}
          onChange={(event) => form.governorateChosen(event.currentTarget.value)}
        />
        <CityField form={form} />
        <BoundTextField page={form} field="postalCode" label={texts.postalCode} required={false} autoComplete="postal-code" />
      </SimpleGrid>
    </>
  );
});

/** The phone, then where the parcel goes. */
export function DeliveryAddressFields({ form }: { form: AddressFormPresenter }) {
  return (
    <>
      <PhoneField form={form} />
      <DeliveryPlaceFields form={form} />
    </>
  );
}
