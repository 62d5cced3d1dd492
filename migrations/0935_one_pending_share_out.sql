-- One pending share-out per community (docs/product/communities.md). The service checked before it
-- inserted, which parallel proposals on PostgreSQL could pass together. Should a community already
-- have several, the oldest stays pending and the others expire now (a share-out's amounts are fixed
-- only when it is paid, so the one left pays what they would have).
UPDATE community_payouts p SET status = 'expired', decided_at = now()
WHERE p.kind = 'share_out' AND p.status = 'pending'
  AND EXISTS (
    SELECT 1 FROM community_payouts o
    WHERE o.community_id = p.community_id AND o.kind = 'share_out' AND o.status = 'pending'
      AND (o.created_at, o.id) < (p.created_at, p.id)
  );
CREATE UNIQUE INDEX community_payouts_pending_share_out_idx ON community_payouts (community_id)
  WHERE kind = 'share_out' AND status = 'pending';
