import { COURIER_IDS, type CourierId, OTHER_COURIER, type Shipment, type ShipmentProblem, isCourierId, shipmentOf, shipmentProblems } from '@tiara/domain/order-tracking';
import { ShipmentMessages } from '../../messages/ShipmentMessages';
import type { NamedChoice } from '../../messages/DisplayNames';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';

type Field = 'courier' | 'trackingNumber' | 'trackingLink';

const FIELD_OF: Readonly<Record<ShipmentProblem, Field>> = {
  courier_unknown: 'courier',
  tracking_number_missing: 'trackingNumber',
  tracking_number_invalid: 'trackingNumber',
  tracking_link_invalid: 'trackingLink',
};

/**
 * The courier and tracking number staff give when an order leaves: checked by the same domain
 * rule the server applies, with each problem shown under its field once staff try to ship.
 */
export class ShipmentForm {
  courier: CourierId | '' = '';
  trackingNumber = '';
  trackingLink = '';
  private tried = false;

  constructor() {
    makePresenterObservable<ShipmentForm, 'tried'>(this, arguments, { tried: true });
  }

  get courierChoices(): NamedChoice<CourierId>[] {
    return COURIER_IDS.map((value) => ({ value, label: ShipmentMessages.courierNames[value] }));
  }

  /** Only a courier the shop does not list needs its tracking page given. */
  get asksForLink(): boolean {
    return this.courier === OTHER_COURIER;
  }

  get errors(): Partial<Record<Field, string>> {
    if (!this.tried) return {};
    const errors: Partial<Record<Field, string>> = {};
    for (const problem of shipmentProblems(this.input)) errors[FIELD_OF[problem]] ??= ShipmentMessages.problems[problem];
    return errors;
  }

  courierChosen(value: string | null): void {
    this.courier = isCourierId(value) ? value : '';
  }

  trackingNumberChanged(value: string): void {
    this.trackingNumber = value;
  }

  trackingLinkChanged(value: string): void {
    this.trackingLink = value;
  }

  /** The shipment when it is complete; otherwise null, and its problems show. */
  submitted(): Shipment | null {
    this.tried = true;
    const shipment = shipmentOf(this.input);
    return shipment.ok ? shipment.value : null;
  }

  private get input() {
    return { courier: this.courier, trackingNumber: this.trackingNumber, trackingLink: this.asksForLink ? this.trackingLink : null };
  }
}
