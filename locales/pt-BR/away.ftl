### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: sua jogada vence em cerca de uma hora
reminder_12h = { $table }: sua jogada vence em cerca de 12 horas
# Settings.
settings_away_title = Lembretes e ausências
settings_reminders_legend = Um lembrete antes que o relógio jogue por você
reminders_auto = 12 horas antes, nas mesas com limite de um dia ou mais
reminders_12h = 12 horas antes
reminders_1h = 1 hora antes
reminders_both = 12 horas e 1 hora antes
reminders_none = Sem lembretes
settings_reminders_save = Salvar lembretes
settings_reminders_saved = Seus lembretes foram salvos.
settings_reminders_note = Os lembretes chegam por e-mail (se estiver ativado), no seu feed e como notificações, uma vez por jogada. Só chegam nas mesas cujo limite de tempo é maior que o lembrete.
settings_away_subtitle = Ausências
settings_away_intro = Vai se ausentar? Enquanto estiver fora, suas mesas não esperam por você: o relógio joga por você na hora (uma carta ao acaso, sem voto, sua vez de narrador passa). Você mantém seu lugar e seus pontos e não desiste, mas essas jogadas contam como quando o tempo acaba: você não ganha nada pelo voto que não der, a vez de narrador que passa é perdida (nos modos festa e de equipes conta como a sua vez de narrar), e com menos votantes mudam também os pontos dos outros (se o único que vota acerta a carta, todos os que votaram acertaram e o narrador não ganha pontos). No máximo 14 dias de cada vez.
settings_away_now = Você está ausente até { $until }.
settings_back_button = Voltei
field_away_until = Estarei fora até
field_away_until_hint = o dia em que você volta, no máximo daqui a 14 dias
settings_away_button = Vou me ausentar
settings_away_saved = Você está ausente: suas mesas não vão esperar por você.
settings_back_saved = De volta: suas mesas voltam a esperar por você.
away_err_past = Escolha um momento futuro: não dá para estar ausente até um momento que já passou.
away_err_too_long = Você pode ficar ausente no máximo 14 dias de cada vez.
away_err_date = Escolha o dia em que você volta.
err_reminders = Escolha uma das opções de lembrete.
# The table.
away_until_tag = ausente até { $until }
ev_acted_for_away = { $name } está ausente: o relógio joga por essa pessoa.
