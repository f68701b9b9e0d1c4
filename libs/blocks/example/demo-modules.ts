import type { AnyModule } from '@aula/api-client';

const base = { slug: null, parent: null, content_type: null, object_id: null, version: 1 };

/** A small page as the content API would send it: a container with a headline, text and a video. */
export const demoModules: AnyModule[] = [
  {
    ...base,
    id: 1,
    model: 'ContainerModule',
    layout: 1,
    columns: [
      {
        classes: '',
        children: [
          {
            ...base,
            id: 2,
            model: 'HeadlineModule',
            headline_level: 2,
            preline: 'Studium',
            content: 'Kunst und Design studieren',
            subline: '',
            anchor: 'studium',
            extra_class: 'links',
          },
          {
            ...base,
            id: 3,
            model: 'TextModule',
            content: '<p>Zwölf Studiengänge.<script>alert(1)</script></p>',
            anchor: '',
            show_more: false,
            add_additional_space: false,
          },
        ],
      },
      {
        classes: '',
        children: [
          {
            ...base,
            id: 4,
            model: 'VideoModule',
            image: null,
            image_url: null,
            alt: '',
            width: null,
            height: null,
            thumbs: [],
            embed_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
            platform: 'youtube',
            video_file_mp4: null,
            length: '3:45',
            title: 'Rundgang',
            content: '',
            anchor: '',
          },
        ],
      },
    ],
  },
];
