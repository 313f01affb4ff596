ALTER TABLE reports DROP COLUMN closed_by;
ALTER TABLE admin_actions DROP COLUMN report_id, DROP COLUMN reason;
ALTER TABLE accounts
    DROP CONSTRAINT accounts_suspension_check,
    DROP COLUMN suspension_reason,
    DROP COLUMN suspended_until,
    DROP COLUMN suspended_at;
ALTER TABLE cards DROP COLUMN hidden_at;
ALTER TABLE table_messages DROP COLUMN hidden_at;
