-- Postings are appended in time order, so their time range index can be a BRIN index (the smallest
-- and lowest and highest time of each run of 128 pages) instead of a B-tree (decision 048). The two
-- readers that look postings up by time alone, the interest run's "postings since the previous
-- run" and the console's week of movements, read the newest pages, which is what a BRIN index
-- finds (pages not yet summarised are always read, and they are the newest). Every posting written
-- stops paying for a B-tree insertion: an interest run or a dividend writes a million of them.
DROP INDEX postings_created_at_idx;
CREATE INDEX postings_created_at_brin ON postings USING brin (created_at) WITH (autosummarize = on);
