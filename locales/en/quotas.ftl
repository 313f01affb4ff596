### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = You host { $count } tables that are still waiting for players, the most one account may host at once. Once one of them starts (or you close it), you can open another.
quota_tables_per_hour = You created { $count } tables within the last hour, the most one account may. Please try again a little later.
quota_decks = You have { $count } decks, the most one account may have. Delete one you no longer need first.
quota_decks_per_hour = You created { $count } decks within the last hour, the most one account may. Please try again a little later.
quota_picture_bytes = Your pictures take { $used } MB of the { $max } MB one account may store, and these would need { $adding } MB more. Delete some pictures or decks first. Nothing was added.
quota_tokens = This account has { $count } API tokens, the most one account may have. Revoke one that is no longer used (on the security page, or with DELETE /api/v1/tokens/{ $id }) first.
quota_reports_per_day = You sent { $count } reports within the last day, the most one account may. Thank you for them; please try again tomorrow.
report_already = You reported this already, and the moderators have not dealt with it yet. Thank you; they will look at it.
# The settings page.
settings_pictures_usage = Your pictures take { $used } MB of { $max } MB.
settings_pictures_usage_lifted = Your pictures take { $used } MB (no limit applies to this account).
# Admins.
mod_quotas_title = Quotas
mod_quotas_intro = Each account may make only so many tables, decks, pictures, API tokens, webhooks and reports. Lift the quotas of an account that needs more (an organiser, a program of the server's own); they then do not apply to it.
mod_quotas_lifted_none = No account has its quotas lifted.
mod_quotas_lifted_list = Quotas lifted for:
mod_quotas_lift = Lift the quotas
mod_quotas_apply = Apply the quotas again
mod_done_quotas_lifted = The account's quotas are lifted.
mod_done_quotas_applied = The account's quotas apply again.
mod_err_quotas_unchanged = The quotas of this account are that way already.
