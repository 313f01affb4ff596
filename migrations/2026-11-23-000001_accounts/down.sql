DROP TABLE api_tokens;
DROP TABLE accounts;
