DROP TABLE invites;
DROP TABLE admin_actions;
ALTER TABLE accounts DROP COLUMN is_admin;
