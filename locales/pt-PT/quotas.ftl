### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Já acolhe { $count } mesas que ainda esperam jogadores, o máximo que uma conta pode acolher ao mesmo tempo. Quando uma delas começar (ou a fechar), poderá abrir outra.
quota_tables_per_hour = Criou { $count } mesas na última hora, o máximo permitido a uma conta. Tente novamente um pouco mais tarde.
quota_decks = Tem { $count } baralhos, o máximo que uma conta pode ter. Elimine primeiro um de que já não precise.
quota_decks_per_hour = Criou { $count } baralhos na última hora, o máximo permitido a uma conta. Tente novamente um pouco mais tarde.
quota_picture_bytes = As suas imagens ocupam { $used } MB dos { $max } MB que uma conta pode guardar, e estas precisariam de mais { $adding } MB. Elimine primeiro algumas imagens ou baralhos. Nada foi adicionado.
quota_tokens = Esta conta tem { $count } tokens da API, o máximo que uma conta pode ter. Revogue primeiro um que já não seja usado (na página de segurança, ou com DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Enviou { $count } denúncias nas últimas 24 horas, o máximo permitido a uma conta. Agradecemos o seu contributo; tente novamente amanhã.
report_already = Já denunciou isto e a moderação ainda não tratou do assunto. Agradecemos; o caso vai ser analisado.
# The settings page.
settings_pictures_usage = As suas imagens ocupam { $used } MB de { $max } MB.
settings_pictures_usage_lifted = As suas imagens ocupam { $used } MB (esta conta não tem limite).
# Admins.
mod_quotas_title = Quotas
mod_quotas_intro = Cada conta só pode criar um certo número de mesas, baralhos, imagens, tokens da API, webhooks e denúncias. Levante as quotas de uma conta que precise de mais (quem organiza eventos, um programa do próprio servidor); deixam então de se lhe aplicar.
mod_quotas_lifted_none = Nenhuma conta tem as quotas levantadas.
mod_quotas_lifted_list = Quotas levantadas para:
mod_quotas_lift = Levantar as quotas
mod_quotas_apply = Voltar a aplicar as quotas
mod_done_quotas_lifted = As quotas da conta foram levantadas.
mod_done_quotas_applied = As quotas da conta voltam a aplicar-se.
mod_err_quotas_unchanged = As quotas desta conta já estão assim.
