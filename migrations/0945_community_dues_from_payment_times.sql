-- Fines and fines paid decided from stored facts (docs/product/communities.md, decision 058): which
-- membership each contribution and fine belongs to, when a cycle's due date ends, and the rotation's
-- top-up requests for late payments towards a closed cycle.

-- Each contribution and fine names its membership (a member who leaves and joins again starts a new
-- one). Rows written before this migration go to the membership the user held at the time.
ALTER TABLE community_contributions ADD COLUMN member_id bigint REFERENCES community_members (id);
UPDATE community_contributions c SET member_id = COALESCE(
  (SELECT m.id FROM community_members m
   WHERE m.community_id = c.community_id AND m.user_id = c.user_id AND m.joined_at <= c.created_at
   ORDER BY m.joined_at DESC, m.id DESC LIMIT 1),
  (SELECT min(m.id) FROM community_members m WHERE m.community_id = c.community_id AND m.user_id = c.user_id));
ALTER TABLE community_contributions ALTER COLUMN member_id SET NOT NULL;
CREATE INDEX community_contributions_member_idx ON community_contributions (member_id, created_at);

ALTER TABLE community_fines ADD COLUMN member_id bigint REFERENCES community_members (id);
-- A fine goes to the latest membership that owed its cycle (or, failing one, the user's latest).
UPDATE community_fines f SET member_id = pick.member_id
FROM (SELECT DISTINCT ON (x.community_id, x.user_id, x.cycle) x.community_id, x.user_id, x.cycle, m.id AS member_id
      FROM community_fines x JOIN community_members m ON m.community_id = x.community_id AND m.user_id = x.user_id
      ORDER BY x.community_id, x.user_id, x.cycle, (m.first_cycle <= x.cycle) DESC, m.first_cycle DESC, m.id DESC) pick
WHERE pick.community_id = f.community_id AND pick.user_id = f.user_id AND pick.cycle = f.cycle;
ALTER TABLE community_fines ALTER COLUMN member_id SET NOT NULL;
CREATE INDEX community_fines_member_idx ON community_fines (member_id, cycle);

-- The instant a cycle's due date ends in Kenya (UTC+3 all year): 00:00 Nairobi the next day.
CREATE FUNCTION community_due_end(p_first date, p_frequency text, p_cycle integer) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT ((community_due_date(p_first, p_frequency, p_cycle) + 1)::timestamp - interval '3 hours') AT TIME ZONE 'UTC'
$$;

-- The part of a membership's contributions that settled fines. Each payment settles the fines
-- outstanding when it was made (a cycle's fine is outstanding from the end of its due date), then
-- cycles; so after payments p1..pk, with F(j) the fines outstanding-or-settled at payment j, the fines
-- settled are x(k) = min(F(k), x(k-1) + p(k)), x(0) = 0, which unrolls to
-- min over j = 0..k of (F(j) + the payments after j), F(0) = 0. Stored facts only: the payments' times
-- and amounts, the fines and the cycles' due dates; never when a job ran.
CREATE FUNCTION community_fines_paid(p_member bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  WITH pay AS (
    SELECT c.created_at,
           SUM(c.amount_cents) OVER (ORDER BY c.created_at, c.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS upto,
           SUM(c.amount_cents) OVER () AS total
    FROM community_contributions c WHERE c.member_id = p_member
  ),
  fine AS (
    SELECT f.amount_cents, community_due_end(co.first_due_date, co.frequency, f.cycle) AS outstanding_from
    FROM community_fines f JOIN communities co ON co.id = f.community_id
    WHERE f.member_id = p_member
  )
  SELECT COALESCE(MIN(LEAST(pay.total,
                            (SELECT COALESCE(SUM(fine.amount_cents), 0) FROM fine WHERE fine.outstanding_from <= pay.created_at)
                              + pay.total - pay.upto)), 0)::bigint
  FROM pay
$$;

-- A rotation cycle may have top-up requests after its pot: late payments towards it belong to its
-- recipient. Request 0 is the pot the close makes; 1, 2, ... the top-ups, one number each.
ALTER TABLE community_payouts ADD COLUMN top_up integer NOT NULL DEFAULT 0 CHECK (top_up >= 0);
DROP INDEX community_payouts_rotation_idx;
CREATE UNIQUE INDEX community_payouts_rotation_idx ON community_payouts (community_id, cycle, top_up) WHERE kind = 'rotation';
