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
];
