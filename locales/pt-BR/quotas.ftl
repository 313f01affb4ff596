### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Você já tem { $count } mesas esperando jogadores, o máximo que uma conta pode ter ao mesmo tempo. Quando uma começar (ou você a fechar), poderá abrir outra.
quota_tables_per_hour = Você criou { $count } mesas na última hora, o máximo para uma conta. Tente de novo um pouco mais tarde.
quota_decks = Você tem { $count } baralhos, o máximo que uma conta pode ter. Apague primeiro um de que não precisa mais.
quota_decks_per_hour = Você criou { $count } baralhos na última hora, o máximo para uma conta. Tente de novo um pouco mais tarde.
quota_picture_bytes = As suas imagens ocupam { $used } MB dos { $max } MB que uma conta pode guardar, e estas precisariam de mais { $adding } MB. Apague antes algumas imagens ou baralhos. Nada foi adicionado.
quota_tokens = Esta conta tem { $count } tokens de API, o máximo para uma conta. Revogue antes um que não seja mais usado (na página de segurança, ou com DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Você enviou { $count } denúncias no último dia, o máximo para uma conta. Agradecemos por elas; tente de novo amanhã.
report_already = Você já denunciou isto e a equipe de moderação ainda não o analisou. Agradecemos; ela vai analisar.
# The settings page.
settings_pictures_usage = As suas imagens ocupam { $used } MB de { $max } MB.
settings_pictures_usage_lifted = As suas imagens ocupam { $used } MB (nenhum limite se aplica a esta conta).
# Admins.
mod_quotas_title = Cotas
mod_quotas_intro = Cada conta pode criar só uma quantidade de mesas, baralhos, imagens, tokens de API, webhooks e denúncias. Suspenda as cotas de uma conta que precise de mais (quem organiza, um programa do próprio servidor); elas então não se aplicam a ela.
mod_quotas_lifted_none = Nenhuma conta tem as cotas suspensas.
mod_quotas_lifted_list = Cotas suspensas para:
mod_quotas_lift = Suspender as cotas
mod_quotas_apply = Aplicar as cotas de novo
mod_done_quotas_lifted = As cotas da conta foram suspensas.
mod_done_quotas_applied = As cotas da conta voltam a ser aplicadas.
mod_err_quotas_unchanged = As cotas desta conta já estão assim.
