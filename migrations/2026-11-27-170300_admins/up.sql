-- An admin moderates the server. The role is granted and revoked only from the command line
-- (`fabula admin grant NAME`, `fabula admin revoke NAME`), never through the web.
ALTER TABLE accounts ADD COLUMN is_admin BOOLEAN NOT NULL DEFAULT false;
