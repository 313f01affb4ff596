### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: o prazo da sua jogada termina daqui a cerca de uma hora
reminder_12h = { $table }: o prazo da sua jogada termina daqui a cerca de 12 horas
# Settings.
settings_away_title = Lembretes e ausências
settings_reminders_legend = Um lembrete antes de o relógio jogar por si
reminders_auto = 12 horas antes, nas mesas com um limite de tempo de um dia ou mais
reminders_12h = 12 horas antes
reminders_1h = 1 hora antes
reminders_both = 12 horas e 1 hora antes
reminders_none = Sem lembretes
settings_reminders_save = Guardar lembretes
settings_reminders_saved = Os seus lembretes foram guardados.
settings_reminders_note = Os lembretes chegam por e-mail (se estiver ativado), no seu feed e como notificações, uma vez por jogada. Um lembrete só chega nas mesas cujo limite de tempo é maior do que a antecedência do lembrete.
settings_away_subtitle = Ausências
settings_away_intro = Vai estar fora? Durante a ausência, as suas mesas não esperam por si: o relógio joga por si de imediato (uma carta ao acaso, nenhum voto, a sua vez de narrador passa). Mantém o seu lugar e os seus pontos e não desiste, mas estas jogadas contam como quando o tempo se esgota: não ganha nada por um voto que não deu, a vez de narrador que passa é perdida (nos modos Festa e Equipas conta como a sua vez de narrar) e, com menos votantes, os pontos dos outros também mudam (se a única pessoa que vota encontra a carta, todos os que votaram a encontraram e o narrador não ganha nada). No máximo 14 dias de cada vez.
settings_away_now = Está ausente até { $until }.
settings_back_button = Já voltei
field_away_until = Vou estar fora até
field_away_until_hint = o dia do regresso, no máximo daqui a 14 dias
settings_away_button = Vou estar fora
settings_away_saved = Está ausente: as suas mesas não vão esperar por si.
settings_back_saved = Está de volta: as suas mesas voltam a esperar por si.
away_err_past = Escolha um momento futuro: não é possível estar ausente até um momento que já passou.
away_err_too_long = Pode estar ausente, no máximo, 14 dias de cada vez.
away_err_date = Escolha o dia do regresso.
err_reminders = Escolha uma das opções de lembrete.
# The table.
away_until_tag = ausente até { $until }
ev_acted_for_away = { $name } está fora: o relógio joga em seu lugar.
