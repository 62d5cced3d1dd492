import { expect, test } from '@playwright/test';
import { nairobiDay } from '../src/shared/nairobi-time';
import { apiHeaders } from './support/api';
import { closesItsContexts, signedInPages } from './support/contexts';
import { type E2EUser, registerUser } from './support/users';

const session = signedInPages(closesItsContexts());

/** The merry-go-round order, set by a draw and by hand, and its log. */
test('the chairperson sets the merry-go-round order by a draw and by hand; every member reads the log, in Kiswahili too', async ({
  browser,
  request,
}) => {
  const chair = await registerUser(request, { prefix: 'rotchair' });
  const member = await registerUser(request, { prefix: 'rotmember' });
  const post = async (user: E2EUser, path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { headers: apiHeaders(user), data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  const created = await post(chair, '/api/communities', {
    name: 'Mzunguko Group',
    contributionAmount: 200,
    frequency: 'weekly',
    firstDueDate: nairobiDay(new Date()),
    rotation: true,
  });
  const id = (created.community as { community_id: string }).community_id;
  await post(chair, `/api/communities/${id}/invitations`, { userId: member.id });
  const invitations = await request.get('/api/community-invitations', { headers: apiHeaders(member) });
  const [invitation] = ((await invitations.json()) as { invitations: { invitation_id: string }[] }).invitations;
  await post(member, `/api/community-invitations/${invitation?.invitation_id ?? ''}/accept`, {});

  const c = await session(browser, chair);
  await c.goto(`/user/community/${id}`);
  const rotation = c.getByRole('region', { name: 'Rotation order' });
  await expect(rotation.getByRole('listitem')).toHaveText([chair.fullName, member.fullName]);
  await c.getByRole('button', { name: 'Set Rotation Order' }).click();
  const order = c.getByRole('dialog', { name: 'Set Rotation Order' });
  await order.getByRole('button', { name: `Move ${member.fullName} up` }).click();
  await order.getByRole('button', { name: 'Save Order' }).click();
  await expect(c.getByText('Rotation order saved.')).toBeVisible();
  await expect(rotation.getByRole('listitem')).toHaveText([member.fullName, chair.fullName]);
  await expect(c.getByRole('article', { name: member.fullName }).getByText('Turn 1')).toBeVisible();
  await expect(c.getByText(/^Next recipient/)).toHaveText(`Next recipient: ${member.fullName}`);

  await rotation.getByRole('button', { name: 'Draw at Random' }).click();
  await expect(c.getByText('Rotation order drawn.')).toBeVisible();
  await expect(rotation.getByText(/^Draw seed: \S+/)).toBeVisible();

  const m = await session(browser, member);
  await m.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await m.goto('/user/communities');
  await expect(m.getByRole('heading', { name: 'Vyama Vyangu' })).toBeVisible();
  await m.getByRole('link', { name: /Mzunguko Group/ }).click();
  const log = m.getByRole('region', { name: 'Mpangilio wa zamu' });
  await expect(log.getByText(/^Mbegu ya droo: \S+/)).toBeVisible();
  await expect(log.getByRole('button', { name: 'Piga Droo' })).toHaveCount(0);
});
