//! Words of never missing a move: reminders before a deadline, and time away.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // Reminders: the feed's title, the mail's subject and first line.
    ("reminder_1h", "{table}: your move is due in about an hour", "{table}: tu jugada vence en una hora, más o menos", "{table}: sua jogada vence em cerca de uma hora"),
    ("reminder_12h", "{table}: your move is due in about 12 hours", "{table}: tu jugada vence en unas 12 horas", "{table}: sua jogada vence em cerca de 12 horas"),
    // Settings.
    ("settings_away_title", "Reminders and time away", "Recordatorios y ausencias", "Lembretes e ausências"),
    ("settings_reminders_legend", "A reminder before the clock plays for you", "Un recordatorio antes de que el reloj juegue por ti", "Um lembrete antes que o relógio jogue por você"),
    ("reminders_auto", "12 hours before, at tables with a time limit of a day or more", "12 horas antes, en las mesas con un límite de un día o más", "12 horas antes, nas mesas com limite de um dia ou mais"),
    ("reminders_12h", "12 hours before", "12 horas antes", "12 horas antes"),
    ("reminders_1h", "1 hour before", "1 hora antes", "1 hora antes"),
    ("reminders_both", "12 hours and 1 hour before", "12 horas y 1 hora antes", "12 horas e 1 hora antes"),
    ("reminders_none", "No reminders", "Sin recordatorios", "Sem lembretes"),
    ("settings_reminders_save", "Save reminders", "Guardar recordatorios", "Salvar lembretes"),
    ("settings_reminders_saved", "Your reminders are saved.", "Tus recordatorios están guardados.", "Seus lembretes foram salvos."),
    ("settings_reminders_note", "Reminders come by mail (when it is on), in your feed and as notifications, once per move. A reminder only comes at tables whose time limit is longer than it.", "Los recordatorios llegan por correo (si está activado), en tu canal y como notificaciones, una vez por jugada. Solo llegan en las mesas cuyo límite de tiempo es más largo que el recordatorio.", "Os lembretes chegam por e-mail (se estiver ativado), no seu feed e como notificações, uma vez por jogada. Só chegam nas mesas cujo limite de tempo é maior que o lembrete."),
    ("settings_away_subtitle", "Time away", "Ausencias", "Ausências"),
    ("settings_away_intro", "Going away? While you are away, your tables do not wait for you: the clock plays for you at once (a random card, no vote, your turn as storyteller passes). You keep your seat and your points and do not resign, but these moves count as they would when time runs out: you score nothing for a vote you did not cast, a turn as storyteller that passes is lost (in party and teams it counts as your turn to tell), and fewer voters change the others' points too (if the only player who votes finds the card, everyone who voted found it, and the storyteller scores nothing). At most 14 days at a time.", "¿Te vas? Mientras estés fuera, tus mesas no te esperan: el reloj juega por ti enseguida (una carta al azar, sin voto, tu turno de cuentacuentos pasa). Conservas tu asiento y tus puntos y no abandonas, pero esas jugadas cuentan igual que cuando se acaba el tiempo: no ganas nada por el voto que no das, el turno de cuentacuentos que pasa se pierde (en los modos fiesta y por equipos cuenta como tu vez de ser cuentacuentos), y con menos votantes cambian también los puntos de los demás (si el único que vota acierta la carta, todos los que votaron la acertaron y el cuentacuentos no gana puntos). Como mucho 14 días cada vez.", "Vai se ausentar? Enquanto estiver fora, suas mesas não esperam por você: o relógio joga por você na hora (uma carta ao acaso, sem voto, sua vez de narrador passa). Você mantém seu lugar e seus pontos e não desiste, mas essas jogadas contam como quando o tempo acaba: você não ganha nada pelo voto que não der, a vez de narrador que passa é perdida (nos modos festa e de equipes conta como a sua vez de narrar), e com menos votantes mudam também os pontos dos outros (se o único que vota acerta a carta, todos os que votaram acertaram e o narrador não ganha pontos). No máximo 14 dias de cada vez."),
    ("settings_away_now", "You are away until {until}.", "Estás fuera hasta el {until}.", "Você está ausente até {until}."),
    ("settings_back_button", "I'm back", "Ya volví", "Voltei"),
    ("field_away_until", "I'm away until", "Estaré fuera hasta el", "Estarei fora até"),
    ("field_away_until_hint", "the day you are back, at most 14 days from today", "el día en que vuelves, como mucho dentro de 14 días", "o dia em que você volta, no máximo daqui a 14 dias"),
    ("settings_away_button", "I'm away", "Me voy", "Vou me ausentar"),
    ("settings_away_saved", "You are away: your tables will not wait for you.", "Estás fuera: tus mesas no te esperarán.", "Você está ausente: suas mesas não vão esperar por você."),
    ("settings_back_saved", "Welcome back: your tables wait for you again.", "De vuelta: tus mesas vuelven a esperarte.", "De volta: suas mesas voltam a esperar por você."),
    ("away_err_past", "Pick a time to come: you cannot be away until a time that has passed.", "Elige un momento futuro: no puedes estar fuera hasta un momento que ya pasó.", "Escolha um momento futuro: não dá para estar ausente até um momento que já passou."),
    ("away_err_too_long", "You can be away for at most 14 days at a time.", "Puedes estar fuera como mucho 14 días cada vez.", "Você pode ficar ausente no máximo 14 dias de cada vez."),
    ("away_err_date", "Pick the day you are back.", "Elige el día en que vuelves.", "Escolha o dia em que você volta."),
    ("err_reminders", "Pick one of the reminder settings.", "Elige uno de los ajustes de recordatorio.", "Escolha uma das opções de lembrete."),
    // The table.
    ("away_until_tag", "away until {until}", "fuera hasta el {until}", "ausente até {until}"),
    ("ev_acted_for_away", "{name} is away: the clock plays for them.", "{name} está fuera: el reloj juega por su cuenta.", "{name} está ausente: o relógio joga por essa pessoa."),
];
