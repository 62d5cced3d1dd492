import { expect } from 'vitest';
import type { GuaranteesResponse } from '../../../shared/schemas/community-guarantees';
import type { LoanAskedResponse } from '../../../shared/schemas/community-loan-asks';
import type { TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';
import { chama, contributeVia } from './communities-test-kit';

/** Steps of the guarantors' HTTP tests (docs/product/communities.md). */
export function guaranteeSteps(server: TestServer) {
  const ask = (id: string, who: TestUser, amount: number, guarantors: Array<[TestUser, number]> = [], months = 1) =>
    server.api.post<LoanAskedResponse & { message: string }>(
      `/api/communities/${id}/loans`,
      { amount, months, guarantors: guarantors.map(([u, a]) => ({ userId: u.id, amount: a })) },
      { token: who.token },
    );
  const guaranteesOf = async (u: TestUser) => {
    const res = await server.api.get<GuaranteesResponse>('/api/community-guarantees', { token: u.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.guarantees;
  };
  const accept = (u: TestUser, gid: string, password = u.password) =>
    server.api.post<{ message: string }>(`/api/community-guarantees/${gid}/accept`, { password }, { token: u.token });
  const decline = (u: TestUser, gid: string) =>
    server.api.post<{ message: string }>(`/api/community-guarantees/${gid}/decline`, undefined, { token: u.token });
  /** A chama whose plain members are Amina (borrower, savings `aminaKes`) and Baraka and Chiku (guarantors, `guarantorKes` each). */
  const lendingChama = async (aminaKes: number, guarantorKes: number) => {
    const c = await chama(server, { plain: 3, walletKes: 20_000 });
    const [amina, baraka, chiku] = c.members as [TestUser, TestUser, TestUser];
    for (const u of [c.chair, c.treasurer, c.secretary]) await contributeVia(server, u, c.id, 3000);
    if (aminaKes > 0) await contributeVia(server, amina, c.id, aminaKes);
    for (const u of [baraka, chiku]) await contributeVia(server, u, c.id, guarantorKes);
    return { ...c, amina, baraka, chiku };
  };
  return { ask, guaranteesOf, accept, decline, lendingChama };
}
