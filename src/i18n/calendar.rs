//! Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
//! settings page.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("calendar_title", "Fabula: {name}'s deadlines", "Fabula: plazos de {name}", "Fabula: prazos de {name}"),
    ("calendar_event", "Last moment to {what} at {table}", "Último momento para {what} en {table}", "Último momento para {what} em {table}"),
    ("calendar_event_text", "{table} waits for you to {what} (round {round}). After this time the clock plays for you.", "{table} te espera para {what} (ronda {round}). Pasada esta hora, el reloj juega por ti.", "{table} espera você para {what} (rodada {round}). Depois deste horário, o relógio joga por você."),
    ("settings_calendar_intro", "The same address also gives a calendar of your deadlines, for any calendar app: an event at the time each move awaited from you must be made.", "La misma dirección da también un calendario de tus plazos, para cualquier aplicación de calendario: un evento a la hora en que debe hacerse cada jugada que se espera de ti.", "O mesmo endereço também dá um calendário dos seus prazos, para qualquer aplicativo de calendário: um evento no horário em que cada jogada esperada de você deve ser feita."),
    ("field_calendar_url", "Calendar address (iCalendar)", "Dirección del calendario (iCalendar)", "Endereço do calendário (iCalendar)"),
    ("settings_calendar_open", "Open the calendar", "Abrir el calendario", "Abrir o calendário"),
];
