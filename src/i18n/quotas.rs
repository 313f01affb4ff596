//! Words of the quotas: why something more is refused, the settings page's usage line, and
//! the admins' lifting of an account's quotas.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // Refusals.
    ("quota_open_tables", "You host {count} tables that are still waiting for players, the most one account may host at once. Once one of them starts (or you close it), you can open another.", "Ya tienes {count} mesas esperando jugadores, el máximo que una cuenta puede tener a la vez. Cuando una empiece (o la cierres), podrás abrir otra.", "Você já tem {count} mesas esperando jogadores, o máximo que uma conta pode ter ao mesmo tempo. Quando uma começar (ou você a fechar), poderá abrir outra."),
    ("quota_tables_per_hour", "You created {count} tables within the last hour, the most one account may. Please try again a little later.", "Has creado {count} mesas en la última hora, el máximo para una cuenta. Vuelve a intentarlo un poco más tarde.", "Você criou {count} mesas na última hora, o máximo para uma conta. Tente de novo um pouco mais tarde."),
    ("quota_decks", "You have {count} decks, the most one account may have. Delete one you no longer need first.", "Tienes {count} mazos, el máximo que puede tener una cuenta. Borra primero uno que ya no necesites.", "Você tem {count} baralhos, o máximo que uma conta pode ter. Apague primeiro um de que não precisa mais."),
    ("quota_decks_per_hour", "You created {count} decks within the last hour, the most one account may. Please try again a little later.", "Has creado {count} mazos en la última hora, el máximo para una cuenta. Vuelve a intentarlo un poco más tarde.", "Você criou {count} baralhos na última hora, o máximo para uma conta. Tente de novo um pouco mais tarde."),
    ("quota_picture_bytes", "Your pictures take {used} MB of the {max} MB one account may store, and these would need {adding} MB more. Delete some pictures or decks first. Nothing was added.", "Tus imágenes ocupan {used} MB de los {max} MB que puede guardar una cuenta, y estas necesitarían {adding} MB más. Borra antes algunas imágenes o mazos. No se ha añadido nada.", "As suas imagens ocupam {used} MB dos {max} MB que uma conta pode guardar, e estas precisariam de mais {adding} MB. Apague antes algumas imagens ou baralhos. Nada foi adicionado."),
    ("quota_tokens", "This account has {count} API tokens, the most one account may have. Revoke one that is no longer used (on the security page, or with DELETE /api/v1/tokens/{id}) first.", "Esta cuenta tiene {count} tokens de API, el máximo para una cuenta. Revoca antes uno que ya no se use (en la página de seguridad, o con DELETE /api/v1/tokens/{id}).", "Esta conta tem {count} tokens de API, o máximo para uma conta. Revogue antes um que não seja mais usado (na página de segurança, ou com DELETE /api/v1/tokens/{id})."),
    ("quota_reports_per_day", "You sent {count} reports within the last day, the most one account may. Thank you for them; please try again tomorrow.", "Has enviado {count} denuncias en el último día, el máximo para una cuenta. Gracias por ellas; vuelve a intentarlo mañana.", "Você enviou {count} denúncias no último dia, o máximo para uma conta. Agradecemos por elas; tente de novo amanhã."),
    ("report_already", "You reported this already, and the moderators have not dealt with it yet. Thank you; they will look at it.", "Ya lo denunciaste y el equipo de moderación aún no lo ha revisado. Gracias; lo revisará.", "Você já denunciou isto e a equipe de moderação ainda não o analisou. Agradecemos; ela vai analisar."),
    // The settings page.
    ("settings_pictures_usage", "Your pictures take {used} MB of {max} MB.", "Tus imágenes ocupan {used} MB de {max} MB.", "As suas imagens ocupam {used} MB de {max} MB."),
    ("settings_pictures_usage_lifted", "Your pictures take {used} MB (no limit applies to this account).", "Tus imágenes ocupan {used} MB (a esta cuenta no se le aplica ningún límite).", "As suas imagens ocupam {used} MB (nenhum limite se aplica a esta conta)."),
    // Admins.
    ("mod_quotas_title", "Quotas", "Cuotas", "Cotas"),
    ("mod_quotas_intro", "Each account may make only so many tables, decks, pictures, API tokens, webhooks and reports. Lift the quotas of an account that needs more (an organiser, a program of the server's own); they then do not apply to it.", "Cada cuenta puede crear solo una cantidad de mesas, mazos, imágenes, tokens de API, webhooks y denuncias. Levanta las cuotas de una cuenta que necesite más (quien organiza, un programa del propio servidor); entonces no se le aplican.", "Cada conta pode criar só uma quantidade de mesas, baralhos, imagens, tokens de API, webhooks e denúncias. Suspenda as cotas de uma conta que precise de mais (quem organiza, um programa do próprio servidor); elas então não se aplicam a ela."),
    ("mod_quotas_lifted_none", "No account has its quotas lifted.", "Ninguna cuenta tiene las cuotas levantadas.", "Nenhuma conta tem as cotas suspensas."),
    ("mod_quotas_lifted_list", "Quotas lifted for:", "Cuotas levantadas para:", "Cotas suspensas para:"),
    ("mod_quotas_lift", "Lift the quotas", "Levantar las cuotas", "Suspender as cotas"),
    ("mod_quotas_apply", "Apply the quotas again", "Volver a aplicar las cuotas", "Aplicar as cotas de novo"),
    ("mod_done_quotas_lifted", "The account's quotas are lifted.", "Se han levantado las cuotas de la cuenta.", "As cotas da conta foram suspensas."),
    ("mod_done_quotas_applied", "The account's quotas apply again.", "Las cuotas de la cuenta vuelven a aplicarse.", "As cotas da conta voltam a ser aplicadas."),
    ("mod_err_quotas_unchanged", "The quotas of this account are that way already.", "Las cuotas de esta cuenta ya están así.", "As cotas desta conta já estão assim."),
];
