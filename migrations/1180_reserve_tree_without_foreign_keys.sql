-- Proof of reserves (decision 099): the leaves and the inner nodes of an attestation no longer check their
-- attestation row one by one. The foreign-key trigger ran once per row — a third of the time of an
-- attestation over a million savers — and guarded nothing the writer does not already guarantee: the
-- leaves and nodes are written only by the attestation itself, in the transaction that claimed its row,
-- and attestations are never deleted (old ones are kept).
ALTER TABLE reserve_leaves DROP CONSTRAINT reserve_leaves_attestation_id_fkey;
ALTER TABLE reserve_nodes DROP CONSTRAINT reserve_nodes_attestation_id_fkey;
