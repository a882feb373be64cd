-- btree_gist lets one GiST index hold the operator id next to the GPS point (near search, 0007).
CREATE EXTENSION IF NOT EXISTS btree_gist;
