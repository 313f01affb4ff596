### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

# The links between the settings' pages, each page's name (time away has its own already).
settings_nav_label = Páginas de configurações
settings_page_profile = Perfil
settings_page_notifications = Notificações
settings_page_privacy = Privacidade e dados
settings_page_security = Segurança
settings_page_developers = API e webhooks
# Privacy and data.
settings_pictures_title = As suas imagens
settings_blocks_open = Ver e mudar quem você bloqueia
# The feed's and the calendar's addresses.
settings_feed_copied = Copiado: cole no seu leitor de feeds.
settings_feed_how = O que é um leitor de feeds?
settings_feed_reader = Um leitor de feeds é um aplicativo ou um site que verifica endereços como este por você e mostra o que há de novo, como uma caixa de entrada: por exemplo Thunderbird no computador, Feeder no Android, NetNewsWire no iPhone ou Inoreader na web. Nele, adicione um feed (ou uma assinatura) e cole este endereço. Aberto num navegador, o endereço mostra apenas o texto bruto do feed, feito para esses aplicativos.
settings_calendar_copied = Copiado: cole no seu aplicativo de agenda.
settings_calendar_how = Como adiciono à minha agenda?
settings_calendar_reader = No seu aplicativo de agenda, procure “Adicionar agenda” e depois “Por URL” ou “Assinar”, e cole este endereço: os seus prazos aparecem lá e ficam atualizados. Abrir o endereço num navegador só baixa uma cópia dos prazos de hoje.
# A move of two cards, without scripts: the first card chosen, one more to go.
submit_pick_one_more = Uma carta escolhida: escolha mais uma e jogue as duas com “{ $button }”.
