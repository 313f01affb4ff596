-- Webhooks: programs an account names are told of its notices (a table awaits its move, a
-- round was revealed, a game ended, and any kind added later) by a signed POST of a small
-- JSON event, never a card.
CREATE TABLE webhooks (
    id          BIGSERIAL PRIMARY KEY,
    account_id  BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url         TEXT NOT NULL CHECK (char_length(url) BETWEEN 1 AND 500),
    -- The key of the events' HMAC-SHA256 signature: shown once, when the webhook is made, and
    -- kept as it is because every event is signed with it.
    secret      TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Failed attempts in a row (any success sets it back to 0); at the limit it is disabled.
    failures    INT NOT NULL DEFAULT 0 CHECK (failures >= 0),
    -- After a failure, nothing is sent to it before this time (the back-off); NULL: at once.
    retry_at    TIMESTAMPTZ,
    -- Set when it failed too often; nothing is sent to it until it is enabled again.
    disabled_at TIMESTAMPTZ,
    -- Why the last attempt failed: `http_<status>`, `timeout`, `unreachable`,
    -- `refused_address` or `unknown_host`; NULL after a success.
    last_error  TEXT
);
CREATE INDEX webhooks_account_idx ON webhooks (account_id);

-- One event to send: a notice of the webhook's account. Claimed with FOR UPDATE SKIP LOCKED
-- and marked delivered in the transaction that sent it, so it is never sent twice.
CREATE TABLE webhook_deliveries (
    id              BIGSERIAL PRIMARY KEY,
    webhook_id      BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    notice_id       BIGINT NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
    -- The table's version when the step that caused the notice was written.
    version         BIGINT NOT NULL,
    attempts        INT NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    -- Not tried again before this time; NULL: at once.
    next_attempt_at TIMESTAMPTZ,
    delivered_at    TIMESTAMPTZ,
    UNIQUE (webhook_id, notice_id)
);
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (id) WHERE delivered_at IS NULL;

-- Every notice becomes one delivery per enabled webhook of its account, whatever wrote the
-- notice and whatever its kind. The trigger waits for the end of the transaction, so that the
-- version it records is the one the step's own transaction left the table at.
CREATE FUNCTION queue_webhook_deliveries() RETURNS trigger AS $$
BEGIN
    INSERT INTO webhook_deliveries (webhook_id, notice_id, version)
    SELECT w.id, n.id, t.version
    FROM notices n
    JOIN tables t ON t.id = n.table_id
    JOIN webhooks w ON w.account_id = n.account_id AND w.disabled_at IS NULL
    WHERE n.id = NEW.id
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE CONSTRAINT TRIGGER notices_to_webhooks
    AFTER INSERT ON notices
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION queue_webhook_deliveries();
