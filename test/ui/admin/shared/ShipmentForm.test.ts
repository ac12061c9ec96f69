import { afterEach, describe, expect, it } from 'vitest';
import { ShipmentForm } from '../../../../src/ui/admin/shared/ShipmentForm';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';

afterEach(() => showLanguage('en'));

describe('ShipmentForm', () => {
  it('offers every courier the shop hands parcels to, by name, and asks for a tracking page only for another one', () => {
    const form = new ShipmentForm();
    expect(form.courierChoices).toEqual([
      { value: 'aramex', label: 'Aramex' },
      { value: 'bosta', label: 'Bosta' },
      { value: 'egypt-post', label: 'Egypt Post' },
      { value: 'mylerz', label: 'Mylerz' },
      { value: 'jt-express', label: 'J&T Express' },
      { value: 'smsa', label: 'SMSA Express' },
      { value: 'dhl', label: 'DHL Express' },
      { value: 'other', label: 'Other' },
    ]);
    expect(form.asksForLink).toBe(false);
    form.courierChosen('other');
    expect(form.asksForLink).toBe(true);
    form.courierChosen('aramex');
    expect(form.asksForLink).toBe(false);
  });

  it('shows no problem until staff try to ship, then one under each field, following what they correct', () => {
    const form = new ShipmentForm();
    expect(form.errors).toEqual({});
    expect(form.submitted()).toBeNull();
    expect(form.errors).toEqual({ courier: 'Choose the courier the parcel was handed to.', trackingNumber: 'Enter the tracking number the courier gave for the parcel.' });
    form.courierChosen('egypt-post');
    form.trackingNumberChanged('EE1');
    expect(form.errors).toEqual({ trackingNumber: 'The tracking number must be 4 to 40 letters, digits or dashes.' });
    form.trackingNumberChanged('EE/123456789');
    expect(form.errors).toEqual({ trackingNumber: 'The tracking number must be 4 to 40 letters, digits or dashes.' });
    form.trackingNumberChanged('EE123456789EG');
    expect(form.errors).toEqual({});
  });

  it('takes a courier the shop does not list as none chosen', () => {
    const form = new ShipmentForm();
    form.courierChosen('bosta');
    form.courierChosen('fedex');
    expect(form.courier).toBe('');
    form.courierChosen(null);
    form.trackingNumberChanged('44091234');
    expect(form.submitted()).toBeNull();
    expect(form.errors).toEqual({ courier: 'Choose the courier the parcel was handed to.' });
  });

  it("gives the shipment the server is sent: the number without the courier's spaces, and no link for a listed courier", () => {
    const form = new ShipmentForm();
    form.courierChosen('other');
    form.trackingLinkChanged('not a link');
    form.courierChosen('bosta');
    form.trackingNumberChanged(' 1234 5678 90 ');
    expect(form.submitted()).toEqual({ courier: 'bosta', trackingNumber: '1234567890', trackingLink: null });
    expect(form.errors).toEqual({});
  });

  it("checks another courier's tracking page, sent when given and left out when empty", () => {
    const form = new ShipmentForm();
    form.courierChosen('other');
    form.trackingNumberChanged('CAI-55120');
    form.trackingLinkChanged('not a link');
    expect(form.submitted()).toBeNull();
    expect(form.errors).toEqual({ trackingLink: 'The tracking link must be a web address starting with https:// (at most 500 characters), or left empty.' });
    form.trackingLinkChanged(' https://couriers.example/track/CAI-55120 ');
    expect(form.submitted()).toEqual({ courier: 'other', trackingNumber: 'CAI-55120', trackingLink: 'https://couriers.example/track/CAI-55120' });
    form.trackingLinkChanged('');
    expect(form.submitted()).toEqual({ courier: 'other', trackingNumber: 'CAI-55120', trackingLink: null });
  });

  it('names the couriers and the problems in Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['screens']);
    showLanguage('ar');
    const form = new ShipmentForm();
    expect(form.courierChoices.map((choice) => choice.label)).toEqual(['أرامكس', 'بوسطة', 'البريد المصري', 'مايلرز', 'جي آند تي إكسبريس', 'سمسا إكسبريس', 'دي إتش إل إكسبريس', 'شركة أخرى']);
    form.submitted();
    expect(form.errors).toEqual({ courier: 'اختر شركة الشحن التي سُلّم إليها الطرد.', trackingNumber: 'أدخل رقم التتبع الذي أعطته شركة الشحن للطرد.' });
  });
});
