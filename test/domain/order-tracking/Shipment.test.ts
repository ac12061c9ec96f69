import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURIERS, COURIER_IDS, courierName, isCourierId, shipmentOf, shipmentProblems, trackingUrl } from '@tiara/domain/order-tracking';

describe('couriers', () => {
  it('lists the Egyptian couriers and Other, each id once', () => {
    expect(COURIERS.map((courier) => courier.name)).toEqual(expect.arrayContaining(['Aramex', 'Bosta', 'Egypt Post', 'Mylerz', 'J&T Express', 'Other']));
    expect(new Set(COURIER_IDS).size).toBe(COURIER_IDS.length);
  });

  it('gives every listed courier but Other an https tracking page that takes the number', () => {
    for (const courier of COURIERS) {
      if (courier.id === 'other') expect(courier.trackingTemplate).toBeNull();
      else expect(courier.trackingTemplate).toMatch(/^https:\/\/.+\{number\}/);
    }
  });

  it('names an id no longer listed by the id itself', () => {
    expect(courierName('bosta')).toBe('Bosta');
    expect(courierName('fedex')).toBe('fedex');
    expect(isCourierId('fedex')).toBe(false);
  });
});

describe('shipment rule', () => {
  it.each([
    [{ courier: 'aramex', trackingNumber: '' }, ['tracking_number_missing']],
    [{ courier: 'aramex', trackingNumber: '   ' }, ['tracking_number_missing']],
    [{ courier: 'aramex', trackingNumber: 'AB1' }, ['tracking_number_invalid']],
    [{ courier: 'aramex', trackingNumber: 'A'.repeat(41) }, ['tracking_number_invalid']],
    [{ courier: 'aramex', trackingNumber: '1234/5678' }, ['tracking_number_invalid']],
    [{ courier: 'fedex', trackingNumber: '12345678' }, ['courier_unknown']],
    [{ courier: '', trackingNumber: '' }, ['courier_unknown', 'tracking_number_missing']],
    [{ courier: 'other', trackingNumber: '12345678', trackingLink: 'not a link' }, ['tracking_link_invalid']],
    [{ courier: 'other', trackingNumber: '12345678', trackingLink: 'javascript:alert(1)' }, ['tracking_link_invalid']],
    [{ courier: 'other', trackingNumber: '12345678', trackingLink: `https://track.example/${'a'.repeat(500)}` }, ['tracking_link_invalid']],
    [{ courier: 'other', trackingNumber: '12345678', trackingLink: 'https://track.example/p?n=1' }, []],
    [{ courier: 'other', trackingNumber: '12345678', trackingLink: '' }, []],
    [{ courier: 'bosta', trackingNumber: '1234 5678 90' }, []],
  ])('%o has problems %o', (input, problems) => {
    expect(shipmentProblems(input)).toEqual(problems);
  });

  it('removes the spaces couriers print numbers with and drops a link given for a listed courier', () => {
    expect(shipmentOf({ courier: 'bosta', trackingNumber: ' 1234 5678 90 ', trackingLink: 'https://elsewhere.example' })).toEqual({
      ok: true,
      value: { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null },
    });
  });

  it('builds the courier’s tracking link, or takes the one staff gave for Other', () => {
    expect(trackingUrl({ courier: 'aramex', trackingNumber: '44091234', trackingLink: null })).toBe('https://www.aramex.com/eg/en/track/results?ShipmentNumber=44091234');
    expect(trackingUrl({ courier: 'other', trackingNumber: '44091234', trackingLink: 'https://track.example/44091234' })).toBe('https://track.example/44091234');
    expect(trackingUrl({ courier: 'other', trackingNumber: '44091234', trackingLink: null })).toBeNull();
  });

  const listedCourier = fc.constantFrom(...COURIER_IDS.filter((id) => id !== 'other'));
  const goodNumber = fc.stringMatching(/^[A-Za-z0-9-]{4,40}$/);

  it('accepts every well-formed number for every courier, and the link always carries it', () => {
    fc.assert(
      fc.property(listedCourier, goodNumber, (courier, trackingNumber) => {
        const shipment = shipmentOf({ courier, trackingNumber });
        expect(shipment.ok).toBe(true);
        if (!shipment.ok) return;
        expect(trackingUrl(shipment.value)).toContain(encodeURIComponent(trackingNumber));
      }),
    );
  });

  it('accepts a shipment exactly when it has no problems, and what it accepts it accepts again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...COURIER_IDS), fc.string()), fc.string(), fc.option(fc.oneof(fc.webUrl(), fc.string())), (courier, trackingNumber, trackingLink) => {
        const input = { courier, trackingNumber, trackingLink };
        const shipment = shipmentOf(input);
        expect(shipment.ok).toBe(shipmentProblems(input).length === 0);
        if (shipment.ok) expect(shipmentOf(shipment.value)).toEqual(shipment);
      }),
    );
  });

  it('never builds a link that leaves the courier’s site, whatever the number', () => {
    fc.assert(
      fc.property(listedCourier, fc.string({ minLength: 1 }), (courier, trackingNumber) => {
        const url = trackingUrl({ courier, trackingNumber, trackingLink: null });
        const template = COURIERS.find((candidate) => candidate.id === courier)?.trackingTemplate ?? '';
        expect(url?.startsWith(template.slice(0, template.indexOf('{number}')))).toBe(true);
      }),
    );
  });
});
