import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { SavedAddress } from '../../application/addresses/AddressBookApi';
import type { AddressBookError } from '../../application/addresses/AddressBookErrors';
import { LoadSavedAddresses } from '../../application/addresses/LoadSavedAddresses';
import { SaveAddress } from '../../application/addresses/SaveAddress';
import { type CheckoutForm, deliveryAddressOf, sameDeliveryAddress } from '@tiara/domain/checkout';
import type { Result } from '@tiara/domain/result';
import { SAVED_ADDRESS_MAX_LENGTH, defaultOf, hasRoomIn } from '@tiara/domain/saved-address';
import { addressLine } from '../messages/AddressMessages';
import { cityName, governorateName } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CheckoutFormPresenter } from './CheckoutFormPresenter';
import { ShippingFeePresenter } from './ShippingFeePresenter';

/** A saved address as the picker above the form offers it. */
export interface SavedAddressChoice {
  readonly id: number;
  readonly label: string;
  readonly place: string;
  readonly isDefault: boolean;
}

/**
 * The signed-in customer's saved addresses at checkout: the picker above the form, whose default
 * fills an empty form, and 'Save this address to my account' for an address they typed, saved
 * before the order. One per checkout screen, shared with the order's placing.
 */
@injectable('Request')
export class SavedAddressPickerPresenter {
  /** The saved addresses, the default first; none for a guest or until they arrive. */
  addresses: readonly SavedAddress[] = [];
  loaded = false;
  /** 'Save this address to my account', for an address the customer typed. */
  saveToAccount = false;

  constructor(
    @inject(LoadSavedAddresses) private readonly loadSavedAddresses: LoadSavedAddresses,
    @inject(SaveAddress) private readonly saveAddress: SaveAddress,
    @inject(CheckoutFormPresenter) private readonly form: CheckoutFormPresenter,
    @inject(ShippingFeePresenter) private readonly shipping: ShippingFeePresenter,
  ) {
    makePresenterObservable(this, arguments, { addresses: observableRef });
  }

  /** The saved addresses the picker offers: label, street, city and governorate; none when the cart has nothing to deliver. */
  get choices(): SavedAddressChoice[] {
    if (!this.form.needsDelivery) return [];
    return this.addresses.map((address) => ({ id: address.id, label: address.label, place: addressLine(address), isDefault: address.isDefault }));
  }

  /** The saved address the form holds now (picked, or typed the same), or null. */
  get pickedId(): number | null {
    const entered = deliveryAddressOf(this.form.address.values);
    return this.addresses.find((address) => sameDeliveryAddress(address, entered))?.id ?? null;
  }

  /** 'Save this address to my account' is offered for a new address to deliver to, while the book has room. */
  get offersSaving(): boolean {
    return this.form.signedIn && this.form.needsDelivery && this.loaded && this.pickedId === null && hasRoomIn(this.addresses);
  }

  /** Whether placing the order saves the typed address to the account first. */
  get savesWithOrder(): boolean {
    return this.offersSaving && this.saveToAccount;
  }

  /** Once the form knows who is signed in: their saved addresses are asked for. */
  opened(): void {
    if (this.form.signedIn) void this.loadSavedAddresses.execute().then(this.arrived);
  }

  /** One click on a saved address fills every delivery field, and the governorate's shipping fee with it. */
  addressPicked(id: number): void {
    const address = this.addresses.find((entry) => entry.id === id);
    if (address === undefined) return;
    this.form.address.filledWith(address);
    this.saveToAccount = false;
    // Kept even when the governorate stays the same: the fee stored may not be this one yet (the table was still on its way).
    this.shipping.keep();
  }

  saveToAccountChanged(checked: boolean): void {
    this.saveToAccount = checked;
    if (checked && this.form.address.label.trim() === '') this.form.address.fieldChanged('label', this.suggestedLabel);
  }

  /**
   * Saves the order's address to the account. A refusal (the book filled up in another tab) must
   * not stop the order, which is what the customer came for.
   */
  async saveWithOrder(form: CheckoutForm): Promise<void> {
    await this.saveAddress.execute({ id: null, address: { ...deliveryAddressOf(form), label: this.labelToSave } });
  }

  private get suggestedLabel(): string {
    const { city, governorate } = this.form.address;
    return city.trim() === '' ? governorateName(governorate) : cityName(city.trim());
  }

  /** The label typed for the address (the address form's), or its city or governorate. */
  private get labelToSave(): string {
    return (this.form.address.label.trim() || this.suggestedLabel).slice(0, SAVED_ADDRESS_MAX_LENGTH.label);
  }

  private arrived(result: Result<SavedAddress[], AddressBookError>): void {
    if (!result.ok) return;
    this.addresses = result.value;
    this.loaded = true;
    // The default fills only an empty form: what the customer typed or the browser kept stays until they pick.
    const defaultId = defaultOf(result.value);
    if (defaultId !== null && this.form.address.deliveryFieldsEmpty) this.addressPicked(defaultId);
  }
}
