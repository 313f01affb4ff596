// The diesel view of the tables in migrations/ (the shape `diesel print-schema` writes).

diesel::table! {
    accounts (id) {
        id -> Int8,
        username -> Text,
        display_name -> Text,
        password_hash -> Text,
        created_at -> Timestamptz,
        email -> Nullable<Text>,
        email_confirmed -> Bool,
        mail_mode -> Text,
        feed_secret -> Nullable<Text>,
        lang -> Text,
        confirm_secret -> Nullable<Text>,
        confirm_due -> Bool,
        confirm_sent_at -> Nullable<Timestamptz>,
        unsubscribe_secret -> Nullable<Text>,
        digest_sent_at -> Nullable<Timestamptz>,
        last_sign_in_at -> Nullable<Timestamptz>,
        name_key -> Nullable<Text>,
        time_zone -> Nullable<Text>,
        reminders -> Text,
        away_until -> Nullable<Timestamptz>,
        deleted_at -> Nullable<Timestamptz>,
        is_admin -> Bool,
        suspended_at -> Nullable<Timestamptz>,
        suspended_until -> Nullable<Timestamptz>,
        suspension_reason -> Nullable<Text>,
        mail_claimed_until -> Nullable<Timestamptz>,
        mail_failures -> Int4,
        quotas_lifted -> Bool,
        bot -> Bool,
    }
}

diesel::table! {
    sessions (id) {
        id -> Int8,
        account_id -> Int8,
        secret_hash -> Bytea,
        user_agent -> Text,
        created_at -> Timestamptz,
        last_seen_at -> Timestamptz,
    }
}

diesel::table! {
    attempts (id) {
        id -> Int8,
        kind -> Text,
        account_id -> Nullable<Int8>,
        address -> Text,
        at -> Timestamptz,
    }
}

diesel::table! {
    creations (id) {
        id -> Int8,
        account_id -> Int8,
        kind -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    password_resets (id) {
        id -> Int8,
        account_id -> Int8,
        secret_hash -> Bytea,
        email -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    notices (id) {
        id -> Int8,
        account_id -> Int8,
        table_id -> Int8,
        kind -> Text,
        step -> Text,
        created_at -> Timestamptz,
        mailed_at -> Nullable<Timestamptz>,
        pushed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    push_subscriptions (id) {
        id -> Int8,
        account_id -> Int8,
        endpoint -> Text,
        p256dh -> Text,
        auth -> Text,
        device -> Text,
        created_at -> Timestamptz,
        last_sent_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    push_deliveries (id) {
        id -> Int8,
        notice_id -> Int8,
        subscription_id -> Int8,
        attempts -> Int4,
        due_at -> Timestamptz,
        done_at -> Nullable<Timestamptz>,
        outcome -> Nullable<Text>,
    }
}

diesel::table! {
    table_watchers (table_id, account_id) {
        table_id -> Int8,
        account_id -> Int8,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    seat_offers (table_id, seat) {
        table_id -> Int8,
        seat -> Int4,
        code -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> Int8,
        account_id -> Int8,
        name -> Text,
        token_hash -> Bytea,
        created_at -> Timestamptz,
        last_used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    decks (id) {
        id -> Int8,
        owner_id -> Nullable<Int8>,
        name -> Text,
        public -> Bool,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    cards (id) {
        id -> Int8,
        deck_id -> Int8,
        builtin_file -> Nullable<Text>,
        image -> Nullable<Bytea>,
        content_type -> Text,
        sha256 -> Bytea,
        width -> Int4,
        height -> Int4,
        created_at -> Timestamptz,
        description -> Nullable<Text>,
        hidden_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    tables (id) {
        id -> Int8,
        code -> Text,
        host_id -> Int8,
        ruleset -> Text,
        options -> Jsonb,
        move_time_limit_hours -> Nullable<Int4>,
        public -> Bool,
        status -> Text,
        phase -> Nullable<Text>,
        round -> Int4,
        storyteller -> Nullable<Int4>,
        clue -> Nullable<Text>,
        deadline -> Nullable<Timestamptz>,
        version -> Int8,
        created_at -> Timestamptz,
        started_at -> Nullable<Timestamptz>,
        finished_at -> Nullable<Timestamptz>,
        rematch_id -> Nullable<Int8>,
        name -> Nullable<Text>,
        note -> Nullable<Text>,
        archived_at -> Nullable<Timestamptz>,
        move_time_limit_minutes -> Nullable<Int4>,
        bot_human_pace -> Bool,
    }
}

diesel::table! {
    table_decks (table_id, deck_id) {
        table_id -> Int8,
        deck_id -> Int8,
    }
}

diesel::table! {
    seats (table_id, seat) {
        table_id -> Int8,
        seat -> Int4,
        account_id -> Int8,
        score -> Int4,
        team -> Nullable<Int4>,
        resigned -> Bool,
        turns -> Int4,
        awaited -> Bool,
        joined_at -> Timestamptz,
    }
}

diesel::table! {
    table_cards (table_id, card_id) {
        table_id -> Int8,
        card_id -> Int8,
        place -> Text,
        seat -> Nullable<Int4>,
        ord -> Int4,
    }
}

diesel::table! {
    rounds (table_id, round) {
        table_id -> Int8,
        round -> Int4,
        storyteller -> Int4,
        clue -> Text,
        storyteller_position -> Nullable<Int4>,
        scored_at -> Timestamptz,
        note -> Nullable<Text>,
    }
}

diesel::table! {
    submissions (table_id, round, card_id) {
        table_id -> Int8,
        round -> Int4,
        seat -> Int4,
        card_id -> Int8,
        ord -> Int4,
        position -> Nullable<Int4>,
    }
}

diesel::table! {
    votes (table_id, round, voter, marker) {
        table_id -> Int8,
        round -> Int4,
        voter -> Int4,
        marker -> Text,
        position -> Int4,
        ord -> Int4,
    }
}

diesel::table! {
    round_points (table_id, round, seat) {
        table_id -> Int8,
        round -> Int4,
        seat -> Int4,
        points -> Int4,
    }
}

diesel::table! {
    table_events (table_id, id) {
        id -> Int8,
        table_id -> Int8,
        at -> Timestamptz,
        seat -> Nullable<Int4>,
        kind -> Text,
        data -> Jsonb,
    }
}

diesel::table! {
    chat_reads (account_id, table_id) {
        account_id -> Int8,
        table_id -> Int8,
        read_to -> Int8,
        told -> Bool,
    }
}

diesel::table! {
    table_messages (id) {
        id -> Int8,
        table_id -> Int8,
        account_id -> Int8,
        body -> Text,
        created_at -> Timestamptz,
        hidden_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    admin_actions (id) {
        id -> Int8,
        admin_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        action -> Text,
        details -> Text,
        reason -> Text,
        report_id -> Nullable<Int8>,
    }
}

diesel::table! {
    invites (code) {
        code -> Text,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        max_uses -> Nullable<Int4>,
        uses -> Int4,
        expires_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    webhooks (id) {
        id -> Int8,
        account_id -> Int8,
        url -> Text,
        secret -> Text,
        created_at -> Timestamptz,
        failures -> Int4,
        retry_at -> Nullable<Timestamptz>,
        disabled_at -> Nullable<Timestamptz>,
        last_error -> Nullable<Text>,
    }
}

diesel::table! {
    webhook_deliveries (id) {
        id -> Int8,
        webhook_id -> Int8,
        notice_id -> Int8,
        version -> Int8,
        attempts -> Int4,
        next_attempt_at -> Nullable<Timestamptz>,
        delivered_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    blocks (blocker_id, blocked_id) {
        blocker_id -> Int8,
        blocked_id -> Int8,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    reports (id) {
        id -> Int8,
        reporter_id -> Nullable<Int8>,
        kind -> Text,
        target_id -> Int8,
        reason -> Text,
        created_at -> Timestamptz,
        closed_at -> Nullable<Timestamptz>,
        closed_by -> Nullable<Int8>,
    }
}

diesel::joinable!(api_tokens -> accounts (account_id));
diesel::joinable!(attempts -> accounts (account_id));
diesel::joinable!(creations -> accounts (account_id));
diesel::joinable!(sessions -> accounts (account_id));
diesel::joinable!(password_resets -> accounts (account_id));
diesel::joinable!(notices -> accounts (account_id));
diesel::joinable!(notices -> tables (table_id));
diesel::joinable!(admin_actions -> accounts (admin_id));
diesel::joinable!(invites -> accounts (created_by));
diesel::joinable!(webhooks -> accounts (account_id));
diesel::joinable!(webhook_deliveries -> webhooks (webhook_id));
diesel::joinable!(webhook_deliveries -> notices (notice_id));
diesel::joinable!(push_subscriptions -> accounts (account_id));
diesel::joinable!(push_deliveries -> notices (notice_id));
diesel::joinable!(push_deliveries -> push_subscriptions (subscription_id));
diesel::joinable!(cards -> decks (deck_id));
diesel::joinable!(decks -> accounts (owner_id));
diesel::joinable!(tables -> accounts (host_id));
diesel::joinable!(seats -> accounts (account_id));
diesel::joinable!(seats -> tables (table_id));
diesel::joinable!(table_decks -> decks (deck_id));
diesel::joinable!(table_decks -> tables (table_id));
diesel::joinable!(table_cards -> cards (card_id));
diesel::joinable!(table_cards -> tables (table_id));
diesel::joinable!(table_events -> tables (table_id));
diesel::joinable!(table_messages -> accounts (account_id));
diesel::joinable!(table_messages -> tables (table_id));
diesel::joinable!(chat_reads -> accounts (account_id));
diesel::joinable!(chat_reads -> tables (table_id));

diesel::allow_tables_to_appear_in_same_query!(
    accounts,
    blocks,
    admin_actions,
    invites,
    api_tokens,
    attempts,
    cards,
    chat_reads,
    creations,
    decks,
    notices,
    password_resets,
    push_deliveries,
    push_subscriptions,
    reports,
    rounds,
    round_points,
    seats,
    sessions,
    submissions,
    table_cards,
    table_decks,
    table_events,
    table_messages,
    tables,
    votes,
    webhook_deliveries,
    webhooks,
);
