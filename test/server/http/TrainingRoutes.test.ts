import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dentalTrainings, trainingPackages, trainingRegistrations } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;
type Training = typeof dentalTrainings.$inferSelect;

const isRegisteredUrl = (trainingId: number | string, userId: number | string) => `/api/dentaltraining/${trainingId}/is-registered/${userId}`;

describe('dental trainings and their packages', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const addTraining = async (values: Partial<typeof dentalTrainings.$inferInsert> & { title: string; date: Date }) => {
    const [row] = await server.db.insert(dentalTrainings).values(values).returning();
    if (!row) throw new Error('training was not created');
    return row;
  };
  const register = (training: Training, user: TestUser, values: Partial<typeof trainingRegistrations.$inferInsert> = {}) =>
    server.db.insert(trainingRegistrations).values({ trainingId: training.id, userId: user.id, ...values });
  const get = (url: string, user: TestUser | null = null) => server.request({ method: 'GET', url, token: user?.token ?? null });
  const isRegistered = async (training: Training, user: TestUser) => (await get(isRegisteredUrl(training.id, user.id), user)).json();

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists nothing while there are no trainings', async () => {
    const response = await get('/api/dentaltraining');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('with trainings', () => {
    let implantology: Training;
    let radiology: Training;
    let withdrawn: Training;
    let bare: Training;

    beforeAll(async () => {
      radiology = await addTraining({
        title: 'CBCT for general practitioners',
        description: 'Reading cone-beam scans',
        instructors: 'Dr. Salma Nabil',
        date: new Date('2027-02-10T07:00:00Z'),
        location: 'Heliopolis, Cairo',
        imageUrl: '/uploads/cbct.jpg',
      });
      implantology = await addTraining({
        title: 'Implantology hands-on',
        description: 'Two days on models and a live case',
        instructors: 'Dr. Omar Fathy, Dr. Hana Said',
        date: new Date('2027-01-15T07:00:00Z'),
        endDate: new Date('2027-01-16T15:00:00Z'),
        location: 'Dokki, Giza',
        capacity: 20,
        seatsTaken: 12,
        imageUrl: '/uploads/implants.jpg',
      });
      withdrawn = await addTraining({ title: 'Cancelled course', date: new Date('2027-01-01T07:00:00Z'), isActive: false });
      bare = await addTraining({ title: 'Full course', date: new Date('2027-03-01T07:00:00Z'), capacity: 5, seatsTaken: 7 });
      await server.db.insert(trainingPackages).values([
        { trainingId: implantology.id, name: 'With live case', pricePiasters: 1_250_050 },
        { trainingId: implantology.id, name: 'Lectures only', pricePiasters: 450_000 },
        { trainingId: implantology.id, name: 'Models kit', pricePiasters: 800_000 },
        { trainingId: withdrawn.id, name: 'Hidden', pricePiasters: 100_000 },
        { trainingId: radiology.id, name: 'Standard', pricePiasters: 300_000 },
      ]);
    });

    describe('GET /dentaltraining', () => {
      it('lists the active trainings soonest first, with seats left', async () => {
        const response = await get('/api/dentaltraining');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([
          {
            id: implantology.id,
            title: 'Implantology hands-on',
            description: 'Two days on models and a live case',
            instructors: 'Dr. Omar Fathy, Dr. Hana Said',
            date: '2027-01-15T07:00:00.000Z',
            end_date: '2027-01-16T15:00:00.000Z',
            location: 'Dokki, Giza',
            capacity: 20,
            spots_left: 8,
            image_url: '/uploads/implants.jpg',
          },
          {
            id: radiology.id,
            title: 'CBCT for general practitioners',
            description: 'Reading cone-beam scans',
            instructors: 'Dr. Salma Nabil',
            date: '2027-02-10T07:00:00.000Z',
            end_date: null,
            location: 'Heliopolis, Cairo',
            capacity: null,
            spots_left: null,
            image_url: '/uploads/cbct.jpg',
          },
          expect.objectContaining({ id: bare.id, capacity: 5, spots_left: 0 }),
        ]);
      });

      it('hides switched-off trainings', async () => {
        const ids = ((await get('/api/dentaltraining')).json() as Array<{ id: number }>).map((training) => training.id);
        expect(ids).not.toContain(withdrawn.id);
      });
    });

    describe('GET /dentaltrainingpackage/{trainingId}', () => {
      it('lists the packages cheapest first, priced in pounds', async () => {
        const response = await get(`/api/dentaltrainingpackage/${implantology.id}`);
        expect(response.statusCode).toBe(200);
        const packages = response.json() as Array<{ id: number; name: string; price: number }>;
        expect(packages.map(({ name, price }) => ({ name, price }))).toEqual([
          { name: 'Lectures only', price: 4500 },
          { name: 'Models kit', price: 8000 },
          { name: 'With live case', price: 12500.5 },
        ]);
        expect(Object.keys(packages[0] ?? {}).sort()).toEqual(['id', 'name', 'price']);
      });

      it('gives an empty list for a training without packages', async () => {
        const response = await get(`/api/dentaltrainingpackage/${bare.id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
      });

      it('answers 404 for an unknown or switched-off training', async () => {
        for (const id of [withdrawn.id, 987_654]) {
          const response = await get(`/api/dentaltrainingpackage/${id}`);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Training not found', code: 'training_not_found' });
        }
      });

      it('answers 400 for an id that is not a positive whole number', async () => {
        expect((await get('/api/dentaltrainingpackage/implants')).statusCode).toBe(400);
      });
    });

    describe('GET /dentaltraining/{id}/is-registered/{userId}: only the user or an admin', () => {
      it('answers the user about themselves', async () => {
        const response = await get(isRegisteredUrl(radiology.id, owner.id), owner);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ registered: false });
      });

      it("refuses another user's id with 403", async () => {
        expect((await get(isRegisteredUrl(radiology.id, owner.id), other)).statusCode).toBe(403);
      });

      it('asks for a token (401)', async () => {
        expect((await get(isRegisteredUrl(radiology.id, owner.id))).statusCode).toBe(401);
      });

      it('refuses a tampered token (401)', async () => {
        const tampered = `${owner.token.slice(0, owner.token.lastIndexOf('.'))}.AAAA`;
        const response = await server.request({ method: 'GET', url: isRegisteredUrl(radiology.id, owner.id), token: tampered });
        expect(response.statusCode).toBe(401);
      });

      it("lets an admin ask about another user's registration", async () => {
        expect((await get(isRegisteredUrl(radiology.id, owner.id), admin)).statusCode).toBe(200);
      });

      it.each([
        ['abc', 'user'],
        ['0', 'user'],
        ['abc', 'training'],
      ])('refuses the %s %s id with 400', async (bad, which) => {
        const url = which === 'user' ? isRegisteredUrl(radiology.id, bad) : isRegisteredUrl(bad, owner.id);
        const response = await get(url, owner);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      });

      it('checks ownership before telling whether a training exists', async () => {
        expect((await get(isRegisteredUrl(987_654, owner.id), other)).statusCode).toBe(403);
      });
    });

    describe('GET /dentaltraining/{id}/is-registered/{userId}', () => {
      it('counts Pending and Confirmed registrations of this user for this training only', async () => {
        const pending = await server.createUser();
        const confirmed = await server.createUser();
        await register(implantology, pending, { status: 'Pending' });
        await register(implantology, confirmed, { status: 'Confirmed' });
        await register(radiology, owner, { status: 'Confirmed' });

        expect(await isRegistered(implantology, pending)).toEqual({ registered: true });
        expect(await isRegistered(implantology, confirmed)).toEqual({ registered: true });
        expect(await isRegistered(radiology, owner)).toEqual({ registered: true });
        expect(await isRegistered(implantology, owner)).toEqual({ registered: false });
        expect(await isRegistered(radiology, pending)).toEqual({ registered: false });
      });

      it('does not count a Cancelled registration', async () => {
        const cancelled = await server.createUser();
        await register(implantology, cancelled, { status: 'Cancelled' });
        expect(await isRegistered(implantology, cancelled)).toEqual({ registered: false });
      });

      it('stops counting a Pending registration once its payment hold has run out', async () => {
        const holding = await server.createUser();
        await register(implantology, holding, { status: 'Pending', expiresAt: new Date('2026-11-21T10:30:00Z') });
        expect(await isRegistered(implantology, holding)).toEqual({ registered: true });

        server.clock.set(new Date('2026-11-21T10:31:00Z'));
        expect(await isRegistered(implantology, holding)).toEqual({ registered: false });
        server.clock.set(new Date('2026-11-21T10:00:00Z'));
      });

      it('answers 404 for an unknown or switched-off training', async () => {
        for (const id of [withdrawn.id, 987_654]) {
          const response = await get(isRegisteredUrl(id, owner.id), owner);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Training not found', code: 'training_not_found' });
        }
      });
    });
  });
});
