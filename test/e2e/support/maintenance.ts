import { DEMO_ADMIN } from './customer';

/**
 * Opens the shop again, whatever a journey left behind: every journey file shares one server, so a
 * maintenance journey that fails half-way must not leave the next files facing the maintenance page.
 */
export async function endMaintenance(baseUrl: string): Promise<void> {
  const signIn = await fetch(new URL('/api/user/signin', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password_hash: DEMO_ADMIN.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const answer = await fetch(new URL('/api/admin/management/maintenance', baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ is_under_maintenance: false }),
  });
  if (!answer.ok) throw new Error(`Could not end maintenance: ${answer.status}`);
}
