import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

describe('events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const list = () => server.request({ method: 'GET', url: '/api/events' });

  it('lists nothing while there are no events', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the active events soonest first, to visitors too, and hides switched-off ones', async () => {
    const [later, sooner, hidden] = await server.db
      .insert(events)
      .values([
        { title: 'Paediatric crowns day', description: 'NuSmile in practice', date: new Date('2027-04-02T08:00:00Z'), location: 'Nasr City', speakers: ['Dr. Laila Hamdy'] },
        {
          title: 'Bioceramics symposium',
          description: 'Avalon Biomed materials',
          date: new Date('2027-03-05T08:00:00Z'),
          location: 'New Cairo',
          speakers: ['Dr. Karim Adel', 'Dr. Nour Samir'],
          imageUrl: '/uploads/symposium.jpg',
        },
        { title: 'Postponed meeting', date: new Date('2027-03-01T08:00:00Z'), isActive: false },
      ])
      .returning();

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: sooner?.id,
        title: 'Bioceramics symposium',
        description: 'Avalon Biomed materials',
        date: '2027-03-05T08:00:00.000Z',
        location: 'New Cairo',
        speakers: ['Dr. Karim Adel', 'Dr. Nour Samir'],
        image_url: '/uploads/symposium.jpg',
      },
      {
        id: later?.id,
        title: 'Paediatric crowns day',
        description: 'NuSmile in practice',
        date: '2027-04-02T08:00:00.000Z',
        location: 'Nasr City',
        speakers: ['Dr. Laila Hamdy'],
        image_url: '',
      },
    ]);
    expect(JSON.stringify(response.json())).not.toContain(String(hidden?.title));
  });
});
