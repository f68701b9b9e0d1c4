import type { VideoModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';
import { ExternalEmbed } from '../../parts/ExternalEmbed/ExternalEmbed';
import { RichText } from '../../parts/RichText/RichText';
import styles from './Video.module.css';

/**
 * spec 3: a video with title, length and text. A platform video (YouTube, Vimeo) is an external
 * embed behind the media consent; an uploaded mp4 file plays in a native player with the image
 * as poster and needs no consent.
 */
export function Video({ module, options }: BlockProps<VideoModule>) {
  const { locale } = renderOptions(options);
  const text = blockText(locale);
  return (
    <figure id={anchorId(module.anchor)} className={styles['video']}>
      {module.video_file_mp4 ? (
        // Captions are not part of the content model (spec 3 has no track field).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className={styles['player']}
          controls
          preload="none"
          poster={module.image_url ?? undefined}
          width={module.width ?? 1240}
          height={module.height ?? 700}
          aria-label={module.title || text('blocks.video.file')}
        >
          <source src={module.video_file_mp4} type="video/mp4" />
        </video>
      ) : (
        <ExternalEmbed
          embedUrl={module.embed_url}
          platform={module.platform}
          kind="video"
          locale={locale}
          {...(module.title ? { title: module.title } : {})}
          poster={
            module.image_url
              ? {
                  src: module.image_url,
                  alt: module.alt,
                  width: module.width ?? 1240,
                  height: module.height ?? 700,
                }
              : undefined
          }
        />
      )}
      {(module.title || module.length || module.content) && (
        <figcaption className={styles['caption']}>
          {module.title && <span className={styles['title']}>{module.title}</span>}
          {module.length && (
            <span className={styles['length']}>
              {text('blocks.video.length')}: {module.length}
            </span>
          )}
          {module.content && <RichText html={module.content} className={styles['text']} />}
        </figcaption>
      )}
    </figure>
  );
}
