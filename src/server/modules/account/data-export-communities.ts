import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col } from '../../db/typed-rows';
import { bigintKey, jsonArray, jsonObject, pages, uuidKey, when } from './export-pages';

/**
 * The data export's communities.json (decision 095): the chamas the user belongs or belonged to, each
 * with its own terms, and the user's own membership, contributions, fines and chama loans, streamed a
 * page at a time. Other members are not listed, not even by name.
 */
const MembershipRow = z.object({
  community_id: col.text,
  name: col.text,
  description: col.text,
  contribution_cents: col.bigint,
  frequency: col.text,
  first_due_date: col.text,
  late_fine_cents: col.bigint,
  rotation: col.boolean,
  created_by_you: col.boolean,
  role: col.text,
  paid_cents: col.bigint,
  fines_cents: col.bigint,
  fines_paid_cents: col.bigint,
  returned_cents: col.bigint,
  received_cents: col.bigint,
  rotation_position: col.int.nullable(),
  joined_at: col.timestamp,
  left_at: col.timestamp.nullable(),
});
const ContributionRow = z.object({
  community_id: col.text,
  name: col.text,
  amount_cents: col.bigint,
  created_at: col.timestamp,
});
const FineRow = z.object({
  community_id: col.text,
  name: col.text,
  cycle: col.int,
  amount_cents: col.bigint,
  charged_at: col.timestamp,
});
const ChamaLoanRow = z.object({
  community_id: col.text,
  name: col.text,
  principal_cents: col.bigint,
  interest_cents: col.bigint,
  repaid_cents: col.bigint,
  months: col.int,
  due_date: col.text,
  status: col.text,
  created_at: col.timestamp,
});

/** The user's chamas: each chama's own terms and the user's membership, contributions, fines and loans. */
export function communitiesJson(db: Db, userId: string) {
  const memberships = pages(
    db,
    MembershipRow,
    bigintKey('m.joined_at', 'm.id'),
    ({ cursor, after, order }) => sql`
    SELECT c.id::text AS community_id, c.name, c.description, c.contribution_cents, c.frequency, c.first_due_date::text AS first_due_date,
           c.late_fine_cents, c.rotation, c.created_by = ${userId} AS created_by_you, m.role, m.paid_cents, m.fines_cents,
           m.fines_paid_cents, m.returned_cents, m.received_cents, m.rotation_position, m.joined_at, m.left_at, ${cursor}
    FROM community_members m JOIN communities c ON c.id = m.community_id
    WHERE m.user_id = ${userId} ${after} ${order}`,
  );
  const contributions = pages(
    db,
    ContributionRow,
    uuidKey('x.created_at', 'x.id'),
    ({ cursor, after, order }) => sql`
    SELECT x.community_id::text AS community_id, c.name, x.amount_cents, x.created_at, ${cursor}
    FROM community_contributions x JOIN communities c ON c.id = x.community_id
    WHERE x.user_id = ${userId} ${after} ${order}`,
  );
  const fines = pages(
    db,
    FineRow,
    {
      at: sql.raw('f.charged_at'),
      id: sql.raw(`f.community_id::text || ':' || lpad(f.cycle::text, 10, '0')`),
      idType: 'text',
    },
    ({ cursor, after, order }) => sql`
      SELECT f.community_id::text AS community_id, c.name, f.cycle, f.amount_cents, f.charged_at, ${cursor}
      FROM community_fines f JOIN communities c ON c.id = f.community_id
      WHERE f.user_id = ${userId} ${after} ${order}`,
  );
  const loans = pages(
    db,
    ChamaLoanRow,
    uuidKey('l.created_at', 'l.id'),
    ({ cursor, after, order }) => sql`
    SELECT l.community_id::text AS community_id, c.name, l.principal_cents, l.interest_cents, l.repaid_cents, l.months,
           l.due_date::text AS due_date, l.status, l.created_at, ${cursor}
    FROM community_loans l JOIN communities c ON c.id = l.community_id
    WHERE l.user_id = ${userId} ${after} ${order}`,
  );
  const chama = (r: { community_id: string; name: string }) => ({ communityId: r.community_id, community: r.name });
  return jsonObject({
    memberships: jsonArray(memberships, (m) => ({
      ...chama(m),
      description: m.description,
      contribution: toKes(m.contribution_cents),
      frequency: m.frequency,
      firstDueDate: m.first_due_date,
      lateFine: toKes(m.late_fine_cents),
      rotation: m.rotation,
      createdByYou: m.created_by_you,
      yourRole: m.role,
      youPaid: toKes(m.paid_cents),
      yourFines: toKes(m.fines_cents),
      yourFinesPaid: toKes(m.fines_paid_cents),
      returnedToYou: toKes(m.returned_cents),
      youReceived: toKes(m.received_cents),
      yourRotationPosition: m.rotation_position,
      joinedAt: when(m.joined_at),
      leftAt: when(m.left_at),
    })),
    contributions: jsonArray(contributions, (x) => ({
      ...chama(x),
      amount: toKes(x.amount_cents),
      date: when(x.created_at),
    })),
    fines: jsonArray(fines, (f) => ({
      ...chama(f),
      cycle: f.cycle,
      amount: toKes(f.amount_cents),
      chargedAt: when(f.charged_at),
    })),
    loans: jsonArray(loans, (l) => ({
      ...chama(l),
      principal: toKes(l.principal_cents),
      interest: toKes(l.interest_cents),
      repaid: toKes(l.repaid_cents),
      months: l.months,
      dueDate: l.due_date,
      status: l.status,
      takenAt: when(l.created_at),
    })),
  });
}
