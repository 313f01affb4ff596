DROP TABLE push_deliveries;
DROP INDEX notices_unpushed_idx;
ALTER TABLE notices DROP COLUMN pushed_at;
DROP TABLE push_subscriptions;
