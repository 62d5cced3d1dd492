-- Fines paid, set-based and stored (decision 076). Same rule as migration 0945 (decision 058): payment
-- j (in time order) settles the fines outstanding at its time — a cycle's fine is outstanding from
-- the end of its due date — before any cycle; after payments p1..pk the fines settled are
-- min over j = 0..k of (F(j) + the payments after j), F(j) the fines outstanding at payment j.

-- The figure for a set of memberships in one pass: their payments and fines merged into one time line
-- per membership (a fine outstanding at a payment's very instant comes before it), running sums over
-- it, and the minimum over the payments. A membership with neither has no row (its figure is 0).
-- Called with a one-element array it is inlined into the caller's plan.
CREATE FUNCTION community_fines_paid_of(p_members bigint[]) RETURNS TABLE (member_id bigint, fines_paid bigint)
LANGUAGE sql STABLE AS $$
  WITH ev AS (
    SELECT c.member_id AS who, c.created_at AS at, 1 AS is_payment, c.id AS seq, c.amount_cents AS paid, 0::bigint AS fine
    FROM unnest(p_members) AS w (id) JOIN community_contributions c ON c.member_id = w.id
    UNION ALL
    SELECT f.member_id, co.due_end, 0, NULL::uuid, 0::bigint, f.amount_cents
    FROM unnest(p_members) AS w (id) JOIN community_fines f ON f.member_id = w.id CROSS JOIN LATERAL (
      -- One look-up of the fine's community per fine (never a scan of every community).
      SELECT community_due_end(x.first_due_date, x.frequency, f.cycle) AS due_end FROM communities x
      WHERE x.id = f.community_id OFFSET 0
    ) co
  ),
  run AS (
    SELECT ev.who, ev.is_payment,
           SUM(ev.fine) OVER w AS fines_by, SUM(ev.paid) OVER w AS upto, SUM(ev.paid) OVER (PARTITION BY ev.who) AS total
    FROM ev WINDOW w AS (PARTITION BY ev.who ORDER BY ev.at, ev.is_payment, ev.seq ROWS UNBOUNDED PRECEDING)
  )
  SELECT run.who,
         COALESCE(MIN(LEAST(run.total, run.fines_by + run.total - run.upto)) FILTER (WHERE run.is_payment = 1), 0)::bigint
  FROM run GROUP BY run.who
$$;

-- One membership's figure, recomputed from the facts (the stored figure below must equal it).
CREATE OR REPLACE FUNCTION community_fines_paid(p_member bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT fp.fines_paid FROM community_fines_paid_of(ARRAY[p_member]) fp), 0)
$$;

-- The stored figure, kept by the statements that add its facts: each statement that inserts
-- contributions or fines recomputes, in the same transaction, the figure of the memberships it
-- touched (one set-based pass per statement). Reads, the close and the reminders read the column.
ALTER TABLE community_members ADD COLUMN fines_paid_cents bigint NOT NULL DEFAULT 0 CHECK (fines_paid_cents >= 0);
UPDATE community_members m SET fines_paid_cents = fp.fines_paid
FROM community_fines_paid_of(ARRAY(SELECT DISTINCT f.member_id FROM community_fines f)) fp
WHERE m.id = fp.member_id AND fp.fines_paid <> 0;

CREATE FUNCTION community_members_refresh_fines_paid() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'community_fines' THEN
    UPDATE community_members m SET fines_paid_cents = fp.fines_paid
    FROM community_fines_paid_of(ARRAY(SELECT DISTINCT n.member_id FROM changed n)) fp
    WHERE m.id = fp.member_id AND m.fines_paid_cents <> fp.fines_paid;
  ELSE
    -- A payer without a fine has settled none (the figure stays 0): only payers with one are recomputed.
    UPDATE community_members m SET fines_paid_cents = fp.fines_paid
    FROM community_fines_paid_of(ARRAY(SELECT DISTINCT n.member_id FROM changed n
                                       WHERE EXISTS (SELECT 1 FROM community_fines f WHERE f.member_id = n.member_id))) fp
    WHERE m.id = fp.member_id AND m.fines_paid_cents <> fp.fines_paid;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER community_contributions_fines_paid AFTER INSERT ON community_contributions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION community_members_refresh_fines_paid();
CREATE TRIGGER community_fines_fines_paid AFTER INSERT ON community_fines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION community_members_refresh_fines_paid();
