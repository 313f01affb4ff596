//! Words of the admin area, and of its refusal to anyone else.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("admin_title", "Moderation", "Moderación", "Moderação"),
    ("admin_intro", "Only the admins of this server see this page.", "Solo los administradores de este servidor ven esta página.", "Só os administradores deste servidor veem esta página."),
    ("admin_invites_title", "Invite codes", "Códigos de invitación", "Códigos de convite"),
    ("admin_invites_none", "There are no invite codes.", "No hay códigos de invitación.", "Não há códigos de convite."),
    ("admin_invite_used", "used {count} times", "usado {count} veces", "usado {count} vezes"),
    ("admin_invite_used_of", "used {count} of {most} times", "usado {count} de {most} veces", "usado {count} de {most} vezes"),
    ("admin_invite_until", "until {when}", "hasta {when}", "até {when}"),
    ("admin_admins_title", "Admins", "Administradores", "Administradores"),
    ("admin_admins_how", "Whoever runs the server gives and takes this role from its command line, never here: fabula admin grant NAME, fabula admin revoke NAME.", "Quien gestiona el servidor da y quita este papel desde su línea de órdenes, nunca aquí: fabula admin grant NOMBRE, fabula admin revoke NOMBRE.", "Quem administra o servidor dá e tira esse papel pela linha de comando dele, nunca aqui: fabula admin grant NOME, fabula admin revoke NOME."),
    ("field_invite", "Invite code", "Código de invitación", "Código de convite"),
    ("field_invite_hint", "registration on this server needs one", "registrarse en este servidor necesita uno", "o cadastro neste servidor precisa de um"),
    ("register_closed", "Registration is closed on this server: no new accounts can be made.", "El registro está cerrado en este servidor: no se pueden crear cuentas nuevas.", "O cadastro está fechado neste servidor: não é possível criar contas novas."),
    ("err_registration_closed", "Registration is closed on this server: no new accounts can be made.", "El registro está cerrado en este servidor: no se pueden crear cuentas nuevas.", "O cadastro está fechado neste servidor: não é possível criar contas novas."),
    ("err_invite_needed", "Registration on this server needs an invite code.", "Registrarse en este servidor necesita un código de invitación.", "O cadastro neste servidor precisa de um código de convite."),
    ("err_invite_invalid", "This invite code is unknown, used up or expired.", "Este código de invitación no existe, ya se agotó o caducó.", "Este código de convite não existe, já se esgotou ou expirou."),
    ("err_admins_only", "Only the admins of this server may see this.", "Solo los administradores de este servidor pueden ver esto.", "Só os administradores deste servidor podem ver isto."),
    ("admin_invite_new", "Make an invite code", "Crear un código de invitación", "Criar um código de convite"),
    ("field_invite_max_uses", "Registrations it allows", "Registros que permite", "Cadastros que permite"),
    ("field_invite_max_uses_hint", "1 to 10000; empty: any number", "de 1 a 10000; vacío: sin límite", "de 1 a 10000; vazio: sem limite"),
    ("field_invite_expires", "Stops working on", "Deja de funcionar el", "Deixa de funcionar em"),
    ("field_invite_expires_hint", "at the start of that day, in your time zone; empty: never", "al comenzar ese día, en tu zona horaria; vacío: nunca", "no começo desse dia, no seu fuso horário; vazio: nunca"),
    ("admin_invite_create", "Make the code", "Crear el código", "Criar o código"),
    ("admin_invite_delete", "Delete", "Eliminar", "Excluir"),
    ("admin_invite_delete_label", "Delete the invite code {code}", "Eliminar el código de invitación {code}", "Excluir o código de convite {code}"),
    ("admin_invite_err_uses", "The registrations an invite code allows must be a whole number from 1 to 10000, or left empty for any number. No code was made.", "Los registros que permite un código de invitación deben ser un número entero de 1 a 10000, o dejarse vacíos para no poner límite. No se creó ningún código.", "Os cadastros que um código de convite permite devem ser um número inteiro de 1 a 10000, ou ficar vazios para não ter limite. Nenhum código foi criado."),
    ("admin_invite_err_expires", "The day an invite code stops working must be a date after today (year-month-day), or left empty for never. No code was made.", "El día en que un código de invitación deja de funcionar debe ser una fecha posterior a hoy (año-mes-día), o dejarse vacío para nunca. No se creó ningún código.", "O dia em que um código de convite deixa de funcionar deve ser uma data depois de hoje (ano-mês-dia), ou ficar vazio para nunca. Nenhum código foi criado."),
    ("admin_invite_err_unknown", "There is no such invite code: perhaps it was deleted already.", "No existe ese código de invitación: quizá ya se eliminó.", "Esse código de convite não existe: talvez já tenha sido excluído."),
];
