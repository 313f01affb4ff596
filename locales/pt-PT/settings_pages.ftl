### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

settings_nav_label = Páginas das definições
settings_page_profile = Perfil
settings_page_notifications = Notificações
settings_page_privacy = Privacidade e dados
settings_page_security = Segurança
settings_page_developers = API e webhooks
settings_pictures_title = As suas imagens
settings_blocks_open = Ver e mudar quem bloqueia
settings_feed_copied = Copiado: cole-o no seu leitor de feeds.
settings_feed_how = O que é um leitor de feeds?
settings_feed_reader = Um leitor de feeds é uma aplicação ou um sítio web que consulta por si endereços como este e mostra o que há de novo, como uma caixa de entrada: por exemplo o Thunderbird num computador, o Feeder no Android, o NetNewsWire num iPhone ou o Inoreader na web. Nele, adicione um feed (ou uma subscrição) e cole este endereço. Aberto num navegador, o endereço mostra apenas o texto em bruto do feed, feito para essas aplicações.
settings_calendar_copied = Copiado: cole-o na sua aplicação de calendário.
settings_calendar_how = Como o adiciono ao meu calendário?
settings_calendar_reader = Na sua aplicação de calendário, procure «Adicionar calendário» e depois «A partir de URL» ou «Subscrever», e cole este endereço: os seus prazos aparecem lá e mantêm-se atualizados. Abrir o endereço num navegador apenas descarrega uma cópia dos prazos de hoje.
submit_pick_one_more = Uma carta escolhida: escolha mais uma e jogue as duas com «{ $button }».
