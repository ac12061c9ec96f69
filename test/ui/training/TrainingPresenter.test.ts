import { describe, expect, it } from 'vitest';
import { networkFailure, settle } from '../shell/shellTestKit';
import { crowns, openTraining } from './trainingTestKit';

describe('TrainingPresenter: the listing', () => {
  it('shows every field of SPEC §2 on each card: Cairo date and time, Multi-day badge, spots and packages', async () => {
    const { page } = await openTraining();
    expect(page.status).toBe('loaded');
    expect(page.cards).toEqual([
      {
        id: 1,
        title: crowns.title,
        description: crowns.description,
        instructors: 'Dr. Salma Khaled',
        imageUrl: crowns.imageUrl,
        multiDay: false,
        dateText: 'Fri, Mar 12, 2027 · 10:00 Cairo time',
        location: crowns.location,
        capacityText: '18 spots available',
        packages: [
          { id: 11, label: 'Lecture only - 2,500 EGP' },
          { id: 12, label: 'Lecture + hands-on - 6,500 EGP' },
        ],
        selectedPackageId: null,
        packageError: null,
        registered: false,
        fullyBooked: false,
      },
      expect.objectContaining({ id: 2, multiDay: true, dateText: 'Apr 15 – Apr 17, 2027', capacityText: '12 spots available' }),
      // 23:30 UTC is 02:30 the next day in Cairo's summer time: the date and the time are both Cairo's.
      expect.objectContaining({ id: 3, multiDay: false, dateText: 'Fri, May 21, 2027 · 02:30 Cairo time', capacityText: 'Unlimited spots', packages: [] }),
    ]);
  });

  it('offers All plus each distinct instructor, and filters the cards by the one chosen', async () => {
    const { page } = await openTraining();
    expect(page.instructorFilters).toEqual(['Dr. Salma Khaled', 'Dr. Youssef El-Sayed']);
    page.instructorSelected('Dr. Salma Khaled');
    expect(page.cards.map((card) => card.id)).toEqual([1, 3]);
    page.instructorSelected('Dr. Youssef El-Sayed');
    expect(page.cards.map((card) => card.id)).toEqual([2]);
    page.instructorSelected(null);
    expect(page.cards.map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it('asks for the courses again when the reader switches language, the instructor filter back to All', async () => {
    const { page, api } = await openTraining();
    page.instructorSelected('Dr. Salma Khaled');
    api.trainings = api.trainings.map((training) => ({ ...training, instructors: training.instructors === 'Dr. Salma Khaled' ? 'د. سلمى خالد' : 'د. يوسف السيد' }));
    page.languageSwitched();
    await settle();
    expect(api.calls.filter((call) => call === 'list')).toHaveLength(2);
    expect(page.selectedInstructor).toBeNull();
    expect(page.instructorFilters).toEqual(['د. سلمى خالد', 'د. يوسف السيد']);
    expect(page.cards.map((card) => [card.id, card.instructors])).toEqual([
      [1, 'د. سلمى خالد'],
      [2, 'د. يوسف السيد'],
      [3, 'د. سلمى خالد'],
    ]);
  });

  it('asks whether a signed-in customer is registered, and shows the Registered state', async () => {
    const { page, api } = await openTraining(1, (kit) => kit.api.registered.add('2:1'));
    expect(api.calls).toEqual(expect.arrayContaining(['list', 'packages 1', 'is-registered 1 1', 'is-registered 2 1', 'is-registered 3 1']));
    expect(page.cards.map((card) => card.registered)).toEqual([false, true, false]);
  });

  it('never asks about registration for a visitor', async () => {
    const { api } = await openTraining(null);
    expect(api.calls.filter((call) => call.startsWith('is-registered'))).toEqual([]);
  });

  it('reads a failed registration check as not registered and a failed package load as no packages (SPEC §8)', async () => {
    const { page } = await openTraining(1, (kit) => {
      kit.api.failures.set('is-registered 1 1', networkFailure);
      kit.api.failures.set('packages 2', networkFailure);
    });
    expect(page.status).toBe('loaded');
    expect(page.cards[0]?.registered).toBe(false);
    expect(page.cards[1]?.packages).toEqual([]);
  });

  it("shows 'Failed to load dental trainings.' when the list fails, and Try Again loads it again", async () => {
    const { page, api } = await openTraining(1, (kit) => kit.api.failures.set('list', networkFailure));
    expect(page.status).toBe('failed');
    api.failures.delete('list');
    api.trainings = [crowns];
    page.tryAgainClicked();
    await settle();
    expect(page.status).toBe('loaded');
    expect(page.cards.map((card) => card.id)).toEqual([1]);
  });

  it("shows the empty state when there is no course", async () => {
    const { page } = await openTraining(1, (kit) => (kit.api.trainings = []));
    expect(page.isEmpty).toBe(true);
  });

  it('shows a fully booked course with 0 spots and does not register for it', async () => {
    const { page, navigator, cart } = await openTraining(1, (kit) => (kit.api.trainings = [{ ...crowns, spotsLeft: 0 }]));
    expect(page.cards[0]).toMatchObject({ capacityText: '0 spots available', fullyBooked: true });
    page.registration.packageSelected(1, 11);
    page.registerClicked(1);
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });

  it('does nothing for a course the customer is registered for', async () => {
    const { page, cart, navigator } = await openTraining(1, (kit) => kit.api.registered.add('1:1'));
    page.registration.packageSelected(1, 11);
    page.registerClicked(1);
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });
});
