import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { SavedAddress } from '../../application/addresses/AddressBookApi';
import type { AddressBookError } from '../../application/addresses/AddressBookErrors';
import { LoadSavedAddresses } from '../../application/addresses/LoadSavedAddresses';
import { MakeAddressDefault } from '../../application/addresses/MakeAddressDefault';
import { RemoveSavedAddress } from '../../application/addresses/RemoveSavedAddress';
import { SaveAddress } from '../../application/addresses/SaveAddress';
import { BackendFeatures } from '../../application/shared/BackendFeatures';
import type { Result } from '@tiara/domain/result';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField, hasRoomIn } from '@tiara/domain/saved-address';
import { AddressFormPresenter } from '../address/AddressFormPresenter';
import { FieldFocus } from '../forms/FieldFocus';
import { AddressMessages, addressLine } from '../messages/AddressMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import type { LoadState } from './AccountPresenter';

const texts = AddressMessages;

export interface AddressRowView {
  readonly id: number;
  readonly label: string;
  readonly recipient: string;
  readonly phone: string;
  readonly place: string;
  readonly isDefault: boolean;
}

/**
 * The account's Addresses section: the saved delivery addresses, with add, edit, delete and make
 * default. A backend without an address book (one that keeps only to SPEC §7) leaves it out.
 */
@injectable()
export class AddressBookPresenter {
  addresses: readonly SavedAddress[] = [];
  state: LoadState | 'not-offered' = 'loading';
  /** The address form, open for a new address (id null) or one to edit; null when closed. */
  editing: { readonly id: number | null } | null = null;
  /** A new address is to be the default. */
  makeDefault = false;
  saving = false;
  /** The server's refusal of the form (the limit, an address gone meanwhile). */
  formError: string | null = null;
  /** The address whose deletion waits for the person to confirm it. */
  confirmingRemoval: SavedAddress | null = null;
  /** A delete or make-default is on its way: the list's buttons wait for it. */
  busy = false;
  actionError: string | null = null;
  /** The field the form brings into view and focuses: the first one Save found wrong (the form shows them in the book's order of fields). */
  readonly focus = new FieldFocus<SavedAddressField>(SAVED_ADDRESS_FIELDS);

  private started = false;

  constructor(
    /** The address form, the same the checkout fills. */
    @inject(AddressFormPresenter) readonly form: AddressFormPresenter,
    @inject(LoadSavedAddresses) private readonly load: LoadSavedAddresses,
    @inject(SaveAddress) private readonly save: SaveAddress,
    @inject(RemoveSavedAddress) private readonly removeAddress: RemoveSavedAddress,
    @inject(MakeAddressDefault) private readonly makeAddressDefault: MakeAddressDefault,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(BackendFeatures) private readonly features: BackendFeatures,
  ) {
    makePresenterObservable<AddressBookPresenter, 'started'>(this, arguments, { addresses: observableRef, confirmingRemoval: observableRef, focus: false, started: false });
  }

  get rows(): AddressRowView[] {
    return this.addresses.map((address) => ({
      id: address.id,
      label: address.label,
      recipient: [address.firstName, address.middleName, address.lastName].join(' '),
      phone: address.phone,
      place: addressLine(address),
      isDefault: address.isDefault,
    }));
  }

  /** Not even while loading where the session already learned that the backend keeps no address book. */
  get isShown(): boolean {
    return this.state !== 'not-offered' && !this.features.lacks('saved-addresses');
  }

  get canAdd(): boolean {
    return this.state === 'loaded' && hasRoomIn(this.addresses);
  }

  /** Why no address can be added: the book is full. */
  get limitNote(): string | null {
    return this.state === 'loaded' && !hasRoomIn(this.addresses) ? texts.limitReached : null;
  }

  get loadError(): string | null {
    return this.state === 'failed' ? texts.loadFailed : null;
  }

  get editorTitle(): string {
    return this.editing?.id === null ? texts.addTitle : texts.editTitle;
  }

  /** A new address may be made the default at once; the first one is the default anyway. */
  get offersMakeDefault(): boolean {
    return this.editing?.id === null && this.addresses.length > 0;
  }

  opened(): void {
    if (this.started) return;
    this.started = true;
    void this.load.execute().then(this.loaded);
  }

  addClicked(): void {
    if (!this.canAdd) return;
    this.form.reset();
    this.makeDefault = false;
    this.openEditor(null);
  }

  editClicked(id: number): void {
    const address = this.addresses.find((entry) => entry.id === id);
    if (address === undefined) return;
    this.form.reset(address);
    this.openEditor(id);
  }

  makeDefaultChanged(checked: boolean): void {
    this.makeDefault = checked;
  }

  editorClosed(): void {
    if (this.saving) return;
    this.editing = null;
  }

  saveClicked(): void {
    if (this.editing === null || this.saving) return;
    this.saving = true;
    this.formError = null;
    void this.save.execute({ id: this.editing.id, address: this.form.values, makeDefault: this.makeDefault }).then(this.saved);
  }

  removeClicked(id: number): void {
    this.confirmingRemoval = this.addresses.find((entry) => entry.id === id) ?? null;
  }

  removalCancelled(): void {
    this.confirmingRemoval = null;
  }

  removalConfirmed(): void {
    const address = this.confirmingRemoval;
    if (address === null || this.busy) return;
    this.confirmingRemoval = null;
    this.startAction();
    void this.removeAddress.execute(address.id).then((result) => this.actionAnswered(result, texts.removed));
  }

  makeDefaultClicked(id: number): void {
    if (this.busy) return;
    this.startAction();
    void this.makeAddressDefault.execute(id).then((result) => this.actionAnswered(result, null));
  }

  private openEditor(id: number | null): void {
    this.formError = null;
    this.editing = { id };
  }

  private startAction(): void {
    this.busy = true;
    this.actionError = null;
  }

  private loaded(result: Result<SavedAddress[], AddressBookError>): void {
    this.addresses = result.ok ? result.value : [];
    this.state = result.ok ? 'loaded' : result.error.kind === 'not-offered' ? 'not-offered' : 'failed';
  }

  private saved(result: Result<SavedAddress[], AddressBookError>): void {
    this.saving = false;
    if (result.ok) {
      this.addresses = result.value;
      this.editing = null;
      this.toasts.success(texts.saved);
      return;
    }
    if (result.error.kind !== 'invalid') {
      this.formError = result.error.kind === 'failed' ? result.error.message : texts.loadFailed;
      return;
    }
    this.form.problemsFound(result.error.fieldErrors);
    this.focus.problemsFound(result.error.fieldErrors);
  }

  private actionAnswered(result: Result<SavedAddress[], AddressBookError>, done: string | null): void {
    this.busy = false;
    if (!result.ok) {
      this.actionError = result.error.kind === 'failed' ? result.error.message : texts.loadFailed;
      return;
    }
    this.addresses = result.value;
    if (done !== null) this.toasts.success(done);
  }
}
