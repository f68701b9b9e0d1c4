import { defineCatalogue } from './define-catalogue';

/**
 * Block renderers (libs/blocks). `{name}` placeholders are filled in by the blocks
 * (`formatText` in @aula/blocks).
 */
export const blocks = defineCatalogue(
  {
    'blocks.unknownModel': 'Unbekannter Block „{model}“: er wird Besuchern nicht angezeigt.',
    'blocks.renderError': 'Der Block „{model}“ konnte nicht angezeigt werden.',
    'blocks.embed.notice':
      'Hier wird ein externer Inhalt von {platform} eingebunden. Beim Laden werden Daten an {platform} übertragen.',
    'blocks.embed.load': 'Diesen Inhalt von {platform} einmal laden',
    'blocks.embed.allowAlways': 'Inhalte von {platform} immer erlauben',
    'blocks.embed.open': 'Auf {platform} ansehen',
    'blocks.embed.frameTitle': 'Eingebetteter Inhalt von {platform}',
    'blocks.text.showMore': 'Mehr anzeigen',
    'blocks.text.showLess': 'Weniger anzeigen',
    'blocks.link.newWindow': '(öffnet in neuem Fenster)',
    'blocks.image.enlarge': 'Bild vergrößern',
    'blocks.breadcrumbs.label': 'Brotkrümelnavigation',
    'blocks.calendar.add': 'Zum Kalender hinzufügen',
    'blocks.video.length': 'Länge',
    'blocks.video.file': 'Video',
    'blocks.slider.label': 'Teaser',
    'blocks.slider.roleDescription': 'Karussell',
    'blocks.slider.slideRoleDescription': 'Folie',
    'blocks.slider.slideLabel': '{index} von {count}',
    'blocks.slider.previous': 'Vorheriger Teaser',
    'blocks.slider.next': 'Nächster Teaser',
    'blocks.events.title': 'Veranstaltungen',
    'blocks.persons.title': 'Personen',
  },
  {
    'blocks.unknownModel': 'Unknown block “{model}”: it is not shown to visitors.',
    'blocks.renderError': 'The block “{model}” could not be displayed.',
    'blocks.embed.notice':
      'External content from {platform} is embedded here. Loading it sends data to {platform}.',
    'blocks.embed.load': 'Load this content from {platform} once',
    'blocks.embed.allowAlways': 'Always allow content from {platform}',
    'blocks.embed.open': 'View on {platform}',
    'blocks.embed.frameTitle': 'Embedded content from {platform}',
    'blocks.text.showMore': 'Show more',
    'blocks.text.showLess': 'Show less',
    'blocks.link.newWindow': '(opens in a new window)',
    'blocks.image.enlarge': 'Enlarge image',
    'blocks.breadcrumbs.label': 'Breadcrumb',
    'blocks.calendar.add': 'Add to calendar',
    'blocks.video.length': 'Length',
    'blocks.video.file': 'Video',
    'blocks.slider.label': 'Teasers',
    'blocks.slider.roleDescription': 'carousel',
    'blocks.slider.slideRoleDescription': 'slide',
    'blocks.slider.slideLabel': '{index} of {count}',
    'blocks.slider.previous': 'Previous teaser',
    'blocks.slider.next': 'Next teaser',
    'blocks.events.title': 'Events',
    'blocks.persons.title': 'People',
  },
);
