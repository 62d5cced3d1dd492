-- Who signs a payout request (decision 057). An approval counts while its approver is an official of
-- the community and is neither the request's proposer nor its recipient: nobody signs for their own
-- proposal, nor for money paid to themselves (a rotation pot or a loan to an official included).
CREATE FUNCTION community_payout_signers(payout uuid, community uuid, proposer text, recipient text)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(a.user_id ORDER BY a.created_at, a.user_id), '{}')
  FROM community_payout_approvals a
  WHERE a.payout_id = payout AND a.decision = 'approve'
    AND a.user_id IS DISTINCT FROM proposer AND a.user_id IS DISTINCT FROM recipient
    AND EXISTS (SELECT 1 FROM community_members m
                WHERE m.community_id = community AND m.user_id = a.user_id AND m.left_at IS NULL AND m.role <> 'member')
$$;

-- A decided request keeps the approvals that counted when it was decided: an approver made a plain
-- member, or gone, afterwards stays on it, and one who no longer counted by then is not listed.
ALTER TABLE community_payouts ADD COLUMN signed_by text[];

-- Requests decided before this migration keep what they showed: every approval but the proposer's.
UPDATE community_payouts p
SET signed_by = COALESCE((SELECT array_agg(a.user_id ORDER BY a.created_at, a.user_id) FROM community_payout_approvals a
                          WHERE a.payout_id = p.id AND a.decision = 'approve' AND a.user_id IS DISTINCT FROM p.proposed_by), '{}')
WHERE p.status <> 'pending';

ALTER TABLE community_payouts ADD CONSTRAINT community_payouts_signed_when_decided
  CHECK ((status = 'pending') = (signed_by IS NULL));

-- Every way a request leaves pending (paid, rejected, expired by the close job or by the recipient
-- leaving) records its signers in the same statement, so no path can forget it.
CREATE FUNCTION community_payouts_keep_signers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.signed_by := community_payout_signers(NEW.id, NEW.community_id, NEW.proposed_by, NEW.recipient_user_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER community_payouts_keep_signers BEFORE UPDATE OF status ON community_payouts
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status <> 'pending')
  EXECUTE FUNCTION community_payouts_keep_signers();
