// The diesel view of the tables in migrations/ (the shape `diesel print-schema` writes).

diesel::table! {
    accounts (id) {
        id -> Int8,
        username -> Text,
        display_name -> Text,
        password_hash -> Text,
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

diesel::joinable!(api_tokens -> accounts (account_id));

diesel::allow_tables_to_appear_in_same_query!(accounts, api_tokens);
