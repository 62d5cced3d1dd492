import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const clock = new TestClock(new Date('2026-04-01T08:00:00Z'));
const server = useTestServer({ clock });

describe('notifications', () => {
  it('lets a user post to themself only, list newest first, mark as read and delete their own', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const first = await server.api.post<{ notification: { id: string } }>(
      '/api/notifications',
      { user_id: u.id, message: 'Goal added successfully!' },
      { token: u.token },
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: 'Notification created.',
      notification: {
        id: expect.any(String),
        user_id: u.id,
        message: 'Goal added successfully!',
        date: clock.now().toISOString(),
        is_read: false,
        link: null,
      },
    });
    clock.advance(1000);
    await server.api.post('/api/notifications', { user_id: u.id, message: 'Second' }, { token: u.token });
    expect(
      await server.api.post('/api/notifications', { user_id: other.id, message: 'Spoof' }, { token: u.token }),
    ).toMatchObject({ status: 403 });
    expect(
      await server.api.post('/api/notifications', { user_id: u.id, message: '' }, { token: u.token }),
    ).toMatchObject({ status: 400, body: { message: 'Message is required.' } });

    const list = await server.api.get<{ notifications: Array<{ id: string; message: string; is_read: boolean }> }>(
      `/api/notifications/${u.id}`,
      { token: u.token },
    );
    expect(list.body.notifications.map((n) => n.message)).toEqual(['Second', 'Goal added successfully!']);
    expect((await server.api.get(`/api/notifications/${u.id}`, { token: other.token })).status).toBe(403);

    const id = first.body.notification.id;
    expect(
      await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: other.token }),
    ).toMatchObject({ status: 404, body: { message: 'Notification not found.' } });
    expect(await server.api.delete(`/api/notifications/${id}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { message: 'Notification not found.' },
    });
    expect(
      await server.api.put('/api/notifications/not-a-uuid/mark-as-read', undefined, { token: u.token }),
    ).toMatchObject({ status: 404 });
    expect(await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: u.token })).toMatchObject({
      status: 200,
      body: { message: 'Notification marked as read.' },
    });
    const after = await server.api.get<{ notifications: Array<{ id: string; is_read: boolean }> }>(
      `/api/notifications/${u.id}`,
      { token: u.token },
    );
    expect(after.body.notifications.find((n) => n.id === id)?.is_read).toBe(true);
    expect(await server.api.delete(`/api/notifications/${id}`, { token: u.token })).toMatchObject({
      status: 200,
      body: { message: 'Notification deleted.' },
    });
    expect(await server.api.delete(`/api/notifications/${id}`, { token: u.token })).toMatchObject({ status: 404 });
    const left = await server.api.get<{ notifications: unknown[] }>(`/api/notifications/${u.id}`, { token: u.token });
    expect(left.body.notifications).toHaveLength(1);
  });

  it("marks all of a user's notifications as read, and no one else's", async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    for (const [who, message] of [
      [u, 'One'],
      [u, 'Two'],
      [other, 'Theirs'],
    ] as const) {
      const res = await server.api.post('/api/notifications', { user_id: who.id, message }, { token: who.token });
      expect(res.status).toBe(201);
    }
    const unread = async (who: { id: string; token: string }) =>
      (
        await server.api.get<{ notifications: Array<{ is_read: boolean }> }>(`/api/notifications/${who.id}`, {
          token: who.token,
        })
      ).body.notifications.filter((n) => !n.is_read).length;

    expect(
      await server.api.put(`/api/notifications/${u.id}/mark-all-as-read`, undefined, { token: other.token }),
    ).toMatchObject({ status: 403 });
    expect(await server.api.put(`/api/notifications/${u.id}/mark-all-as-read`, undefined)).toMatchObject({
      status: 401,
    });
    expect(await unread(u)).toBe(2);

    expect(
      await server.api.put(`/api/notifications/${u.id}/mark-all-as-read`, undefined, { token: u.token }),
    ).toMatchObject({ status: 200, body: { message: 'All notifications marked as read.' } });
    expect(await unread(u)).toBe(0);
    expect(await unread(other)).toBe(1);
    // Again, with nothing unread: still fine.
    expect(
      await server.api.put(`/api/notifications/${u.id}/mark-all-as-read`, undefined, { token: u.token }),
    ).toMatchObject({ status: 200 });
  });
});
