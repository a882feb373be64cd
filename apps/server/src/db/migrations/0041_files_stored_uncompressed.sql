-- Stored files are kept uncompressed by PostgreSQL (decision 201): they are PDFs, images, recordings and gzip,
-- which do not compress again, and a slice of an uncompressed value reads only its own pages, so a large file is
-- sent out 1 MiB at a time (services/files/files.ts fileSlices) without reading it whole for every slice.
ALTER TABLE "files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
