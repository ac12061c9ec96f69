import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dentalTrainings, trainingRegistrations } from '../../../../server/adapters/db/schema';
import { type BackOffice, csvLines, expectRefusal, startBackOffice } from './adminTestKit';

interface NotificationJson {
  id: number;
  title: string;
  category: number;
  is_active: boolean;
  user_id: number | null;
  user_email: string | null;
  read_count: number;
}

interface TrainingJson {
  id: number;
  title: string;
  date: string;
  end_date: string | null;
  capacity: number | null;
  seats_taken: number;
  is_active: boolean;
  packages: Array<{ id: number; name: string; price: number }>;
}

interface Page<T> {
  items: T[];
  total: number;
}

describe('back office: notifications, events and dental trainings', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const inboxTitles = async (user = office.customer) => {
    const response = await office.server.request({ method: 'GET', url: `/api/notifications/user/${user.id}`, token: user.token });
    return (response.json() as Array<{ notification: { title: string } }>).map((entry) => entry.notification.title);
  };

  describe('notifications', () => {
    it('posts to everyone or to one user, switches off and deletes, each change audited', async () => {
      const everyone = await office.ok<NotificationJson>('POST', '/api/admin/notifications', { title: 'New shades', message: 'Eight new composite shades.', category: 0 });
      expect(everyone).toMatchObject({ title: 'New shades', category: 0, is_active: true, user_id: null, user_email: null, read_count: 0 });
      const personal = await office.ok<NotificationJson>('POST', '/api/admin/notifications', { title: 'Your crowns shipped', message: 'On their way.', category: 1, user_id: office.customer.id });
      expect(personal).toMatchObject({ user_id: office.customer.id, user_email: office.customer.email });

      expect(await inboxTitles()).toEqual(expect.arrayContaining(['New shades', 'Your crowns shipped']));
      expect(await inboxTitles(office.sales)).toContain('New shades');
      expect(await inboxTitles(office.sales)).not.toContain('Your crowns shipped');

      await office.server.request({ method: 'POST', url: `/api/notifications/user-notification/${everyone.id}/read`, token: office.customer.token });
      expect((await office.ok<NotificationJson>('GET', `/api/admin/notifications/${everyone.id}`)).read_count).toBe(1);

      await office.ok('PATCH', `/api/admin/notifications/${everyone.id}`, { is_active: false });
      expect(await inboxTitles()).not.toContain('New shades');
      expect((await office.ok<Page<NotificationJson>>('GET', '/api/admin/notifications?for_everyone=false')).items.map((item) => item.id)).toEqual([personal.id]);
      expect((await office.ok<Page<NotificationJson>>('GET', '/api/admin/notifications?is_active=false&category=0')).items.map((item) => item.id)).toEqual([everyone.id]);

      expect(await office.ok('DELETE', `/api/admin/notifications/${personal.id}`)).toEqual({ id: personal.id, deleted: true });
      expect(await inboxTitles()).not.toContain('Your crowns shipped');
      expectRefusal(await office.call('DELETE', `/api/admin/notifications/${personal.id}`), 404, 'notification_not_found');

      const entries = (await office.audit(4)).reverse();
      expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
        ['create', 'notification'],
        ['create', 'notification'],
        ['update', 'notification'],
        ['delete', 'notification'],
      ]);
    });

    it('refuses an unknown category or user', async () => {
      expectRefusal(await office.call('POST', '/api/admin/notifications', { title: 'T', message: 'M', category: 5 }), 400, 'validation_failed');
      expectRefusal(await office.call('POST', '/api/admin/notifications', { title: 'T', message: 'M', category: 1, user_id: 987_654 }), 404, 'user_not_found', 'User #987654 was not found.');
      expectRefusal(await office.call('POST', '/api/admin/notifications', { title: '', message: 'M', category: 1 }), 400, 'validation_failed');
    });
  });

  describe('events', () => {
    it('creates, corrects (past dates too), switches off and deletes events; the storefront follows', async () => {
      const event = await office.ok<{ id: number; date: string; speakers: string[] }>('POST', '/api/admin/events', {
        title: 'Cairo Dental Expo',
        description: 'Three halls of suppliers.',
        date: '2027-03-10T08:00:00+02:00',
        location: 'Cairo International Convention Centre',
        speakers: ['Dr. Hany Ezz'],
      });
      expect(event).toMatchObject({ date: '2027-03-10T06:00:00.000Z', speakers: ['Dr. Hany Ezz'] });
      const publicTitles = async () => ((await office.server.request({ method: 'GET', url: '/api/events' })).json() as Array<{ title: string }>).map((item) => item.title);
      expect(await publicTitles()).toContain('Cairo Dental Expo');

      expect(await office.ok('PATCH', `/api/admin/events/${event.id}`, { date: '2024-01-05T08:00:00Z', title: 'Cairo Dental Expo 2024' })).toMatchObject({ date: '2024-01-05T08:00:00.000Z' });
      await office.ok('PATCH', `/api/admin/events/${event.id}`, { is_active: false });
      expect(await publicTitles()).not.toContain('Cairo Dental Expo 2024');
      expect((await office.ok<Page<{ id: number }>>('GET', '/api/admin/events?search=expo&is_active=false')).items.map((item) => item.id)).toEqual([event.id]);

      expectRefusal(await office.call('PATCH', `/api/admin/events/${event.id}`, { date: 'next Tuesday' }), 400, 'validation_failed');
      expect(await office.ok('DELETE', `/api/admin/events/${event.id}`)).toEqual({ id: event.id, deleted: true });
      expectRefusal(await office.call('GET', `/api/admin/events/${event.id}`), 404, 'event_not_found');
      expect((await office.audit(1))[0]).toMatchObject({ action: 'delete', entity: 'event', details: { title: 'Cairo Dental Expo 2024' } });
    });
  });

  describe('dental trainings', () => {
    it('creates a training with packages that the storefront lists, and edits it and its packages', async () => {
      const training = await office.ok<TrainingJson>('POST', '/api/admin/trainings', {
        title: 'Rotary endodontics',
        instructors: 'Dr. Fixture',
        date: '2027-02-10T08:00:00Z',
        end_date: '2027-02-11T16:00:00Z',
        location: 'Heliopolis',
        capacity: 20,
        packages: [
          { name: 'Lecture', price: 1_500 },
          { name: 'Lecture and workshop', price: 4_200.5 },
        ],
      });
      expect(training).toMatchObject({ title: 'Rotary endodontics', capacity: 20, seats_taken: 0, is_active: true });
      expect(training.packages.map((option) => [option.name, option.price])).toEqual([
        ['Lecture', 1_500],
        ['Lecture and workshop', 4_200.5],
      ]);
      const listed = (await office.server.request({ method: 'GET', url: '/api/dentaltraining' })).json() as Array<{ id: number; spots_left: number }>;
      expect(listed.find((item) => item.id === training.id)?.spots_left).toBe(20);

      const added = await office.ok<{ id: number; name: string; price: number }>('POST', `/api/admin/trainings/${training.id}/packages`, { name: 'Online', price: 500 });
      await office.ok('PATCH', `/api/admin/trainings/${training.id}/packages/${added.id}`, { price: 650 });
      const [lecture] = training.packages;
      await office.ok('DELETE', `/api/admin/trainings/${training.id}/packages/${lecture?.id}`);
      const packages = (await office.server.request({ method: 'GET', url: `/api/dentaltrainingpackage/${training.id}` })).json();
      expect(packages).toEqual([
        { id: added.id, name: 'Online', price: 650 },
        { id: training.packages[1]?.id, name: 'Lecture and workshop', price: 4_200.5 },
      ]);
      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${training.id}/packages/999999`, { price: 1 }), 404, 'package_not_found');

      const edited = await office.ok<TrainingJson>('PATCH', `/api/admin/trainings/${training.id}`, { capacity: null, location: 'Maadi' });
      expect(edited).toMatchObject({ capacity: null });
      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${training.id}`, { end_date: '2027-02-01T00:00:00Z' }), 400, 'end_before_start', 'The end date cannot be before the start date.');
      expect((await office.audit(5)).map((entry) => entry.entity)).toEqual(['training', 'training_package', 'training_package', 'training_package', 'training']);
    });

    it('keeps the capacity above the seats taken and never deletes a training someone holds a seat in', async () => {
      const training = await office.ok<TrainingJson>('POST', '/api/admin/trainings', { title: 'Sedation basics', date: '2027-04-01T08:00:00Z', capacity: 10, packages: [{ name: 'Full', price: 900 }] });
      await office.server.db.insert(trainingRegistrations).values({ trainingId: training.id, userId: office.customer.id, packageId: training.packages[0]?.id, status: 'Confirmed' });
      await office.server.db.update(dentalTrainings).set({ seatsTaken: 1 }).where(eq(dentalTrainings.id, training.id));

      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${training.id}`, { capacity: 0 }), 409, 'capacity_below_seats', '1 seat is already taken; the capacity cannot be lower.');
      expect((await office.ok<TrainingJson>('PATCH', `/api/admin/trainings/${training.id}`, { capacity: 1 })).capacity).toBe(1);
      expectRefusal(
        await office.call('DELETE', `/api/admin/trainings/${training.id}`),
        409,
        'training_has_registrations',
        '"Sedation basics" has 1 registration holding a seat; switch it off instead of deleting it.',
      );

      const registrations = await office.ok<Page<{ training_id: number; email: string; package_name: string; status: string }>>('GET', `/api/admin/training-registrations?training_id=${training.id}`);
      expect(registrations.items).toEqual([expect.objectContaining({ training_id: training.id, email: office.customer.email, package_name: 'Full', status: 'Confirmed' })]);
      const lines = csvLines(await office.call('GET', `/api/admin/training-registrations/export?training_id=${training.id}`));
      expect(lines).toEqual([
        'Training,Training Date,Name,Email,Phone,Package,Status,Order ID,Registered At',
        expect.stringMatching(new RegExp(`^Sedation basics,2027-04-01T08:00:00.000Z,Mona Hassan,${office.customer.email.replace(/\./g, '\\.')},01012345678,Full,Confirmed,,\\d{4}-`)),
      ]);

      const empty = await office.ok<TrainingJson>('POST', '/api/admin/trainings', { title: 'Cancelled course', date: '2027-05-01T08:00:00Z' });
      expect(empty.packages).toEqual([]);
      expect(await office.ok('DELETE', `/api/admin/trainings/${empty.id}`)).toEqual({ id: empty.id, deleted: true });
      expectRefusal(await office.call('GET', `/api/admin/trainings/${empty.id}`), 404, 'training_not_found');
    });
  });
});
