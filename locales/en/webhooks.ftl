### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Programs of yours can be told when a table awaits your move, a round is revealed or a game ends: Fabula sends each address below a signed POST with the table's number and version, never a card.
settings_webhooks_api = How a program checks the signature (the API)
settings_webhooks_none = You have no webhooks.
settings_webhooks_most = At most { $count } webhooks per account.
field_webhook_url = Address of your program
field_webhook_url_hint = http:// or https://, reachable from the internet
settings_webhook_add = Add the webhook
settings_webhook_created = The webhook is added. Copy its secret now: it signs every event, and it is shown only this once.
field_webhook_secret = Secret of the webhook
settings_webhook_deleted = The webhook is removed.
settings_webhook_enabled = The webhook is enabled again; what waited for it is sent now.
settings_webhook_delete = Remove
settings_webhook_enable = Enable again
settings_webhook_active = Active
settings_webhook_disabled = Disabled
settings_webhook_disabled_why = It failed { $count } times in a row, so Fabula stopped sending to it. Events that come meanwhile are not kept.
settings_webhook_failing = { $count } failed attempts in a row; Fabula tries again, waiting longer each time.
settings_webhook_last_error = Last error:
settings_webhook_added = Added
# Why an attempt failed, as the settings page shows it.
webhook_error_http = your program answered with status { $status }
webhook_error_timeout = no answer in time
webhook_error_unreachable = the address could not be reached
webhook_error_refused_address = the address leads to a private or local network
webhook_error_unknown_host = the host name was not found
# Why an address is refused.
webhook_err_shape = This is not a whole web address of at most 500 characters, such as https://example.org/fabula.
webhook_err_scheme = A webhook's address starts with http:// or https://.
webhook_err_credentials = A webhook's address cannot hold a user name or password; your program checks the signature instead.
webhook_err_unknown_host = The host of this address cannot be found.
webhook_err_address = This address leads to a loopback, private or local network, where Fabula does not send events.
webhook_err_too_many = You have { $count } webhooks already, the most an account may have: remove one first.
