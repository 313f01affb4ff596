-- Push notifications (Web Push, RFC 8030/8291/8292): the browsers in which an account turned
-- them on, and which notice went to which of them.
CREATE TABLE push_subscriptions (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The push service's address for this browser; a browser has one, so it is one account's
    -- (the last to turn notifications on in it).
    endpoint     TEXT NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 10 AND 2000),
    -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    p256dh       TEXT NOT NULL CHECK (char_length(p256dh) BETWEEN 80 AND 100),
    auth         TEXT NOT NULL CHECK (char_length(auth) BETWEEN 16 AND 32),
    -- What the settings call the device ("Firefox on Android").
    device       TEXT NOT NULL CHECK (char_length(device) BETWEEN 1 AND 100),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_sent_at TIMESTAMPTZ
);
CREATE INDEX push_subscriptions_account_idx ON push_subscriptions (account_id, id);

-- When the notice was handed to the pushes (one delivery per device of its account); NULL
-- while not yet. Notices from before push existed count as handed over.
ALTER TABLE notices ADD COLUMN pushed_at TIMESTAMPTZ;
UPDATE notices SET pushed_at = created_at;
CREATE INDEX notices_unpushed_idx ON notices (id) WHERE pushed_at IS NULL;

-- One notice to one device: due at `due_at`, tried `attempts` times, done once `done_at` is
-- set (`outcome` says how).
CREATE TABLE push_deliveries (
    id              BIGSERIAL PRIMARY KEY,
    notice_id       BIGINT NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
    subscription_id BIGINT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    attempts        INTEGER NOT NULL DEFAULT 0,
    due_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    done_at         TIMESTAMPTZ,
    outcome         TEXT CHECK (outcome IN ('sent', 'stale', 'refused', 'gave_up')),
    UNIQUE (notice_id, subscription_id)
);
CREATE INDEX push_deliveries_due_idx ON push_deliveries (due_at, id) WHERE done_at IS NULL;
CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id);
