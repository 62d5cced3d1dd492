-- Reads of every membership or loan of one community, past ones included (income, the pool
-- invariant, the loans list), go through these instead of scanning the tables.
CREATE INDEX community_members_community_idx ON community_members (community_id);
CREATE INDEX community_loans_community_idx ON community_loans (community_id, created_at DESC);
