//! Words of the settings' pages and the links between them, of the feed's and the calendar's
//! addresses, and of a move of two cards chosen one at a time.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // The links between the settings' pages, each page's name (time away has its own already).
    ("settings_nav_label", "Settings pages", "Páginas de ajustes", "Páginas de configurações"),
    ("settings_page_profile", "Profile", "Perfil", "Perfil"),
    ("settings_page_notifications", "Notifications", "Notificaciones", "Notificações"),
    ("settings_page_privacy", "Privacy and data", "Privacidad y datos", "Privacidade e dados"),
    ("settings_page_security", "Security", "Seguridad", "Segurança"),
    ("settings_page_developers", "API and webhooks", "API y webhooks", "API e webhooks"),
    // Privacy and data.
    ("settings_pictures_title", "Your pictures", "Tus imágenes", "As suas imagens"),
    ("settings_blocks_open", "See and change whom you block", "Ver y cambiar a quién bloqueas", "Ver e mudar quem você bloqueia"),
    // The feed's and the calendar's addresses.
    ("settings_feed_copied", "Copied: paste it into your feed reader.", "Copiado: pégalo en tu lector de canales.", "Copiado: cole no seu leitor de feeds."),
    ("settings_feed_how", "What is a feed reader?", "¿Qué es un lector de canales?", "O que é um leitor de feeds?"),
    ("settings_feed_reader", "A feed reader is an app or a website that checks addresses like this one for you and lists what is new, much like an inbox: Thunderbird on a computer, Feeder on Android, NetNewsWire on an iPhone or Inoreader on the web, for example. In it, add a feed (or a subscription) and paste this address. Opened in a browser, the address shows only the feed's raw text, which is meant for those apps.", "Un lector de canales es una aplicación o un sitio web que revisa direcciones como esta por ti y muestra lo nuevo, como una bandeja de entrada: por ejemplo Thunderbird en un ordenador, Feeder en Android, NetNewsWire en un iPhone o Inoreader en la web. Allí, añade un canal (o una suscripción) y pega esta dirección. Abierta en un navegador, la dirección solo muestra el texto en bruto del canal, pensado para esas aplicaciones.", "Um leitor de feeds é um aplicativo ou um site que verifica endereços como este por você e mostra o que há de novo, como uma caixa de entrada: por exemplo Thunderbird no computador, Feeder no Android, NetNewsWire no iPhone ou Inoreader na web. Nele, adicione um feed (ou uma assinatura) e cole este endereço. Aberto num navegador, o endereço mostra apenas o texto bruto do feed, feito para esses aplicativos."),
    ("settings_calendar_copied", "Copied: paste it into your calendar app.", "Copiado: pégalo en tu aplicación de calendario.", "Copiado: cole no seu aplicativo de agenda."),
    ("settings_calendar_how", "How do I add it to my calendar?", "¿Cómo lo añado a mi calendario?", "Como adiciono à minha agenda?"),
    ("settings_calendar_reader", "In your calendar app, look for “Add calendar” and then “From URL” or “Subscribe”, and paste this address: your deadlines show there and stay up to date. Opening the address in a browser only downloads a copy of today's deadlines.", "En tu aplicación de calendario, busca «Añadir calendario» y luego «Desde URL» o «Suscribirse», y pega esta dirección: tus plazos aparecen allí y se mantienen al día. Abrir la dirección en un navegador solo descarga una copia de los plazos de hoy.", "No seu aplicativo de agenda, procure “Adicionar agenda” e depois “Por URL” ou “Assinar”, e cole este endereço: os seus prazos aparecem lá e ficam atualizados. Abrir o endereço num navegador só baixa uma cópia dos prazos de hoje."),
    // A move of two cards, without scripts: the first card chosen, one more to go.
    ("submit_pick_one_more", "One card chosen: pick one more, then play both with “{button}”.", "Una carta elegida: elige una más y juega las dos con «{button}».", "Uma carta escolhida: escolha mais uma e jogue as duas com “{button}”."),
];
