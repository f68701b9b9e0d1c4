import type { SocialMediaModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { ExternalEmbed } from '../../parts/ExternalEmbed/ExternalEmbed';
import styles from './SocialMedia.module.css';

/**
 * spec 3/5: a post of Instagram, X, Facebook or TikTok as a sandboxed frame behind the media
 * consent (never the platform's script markup from the stored code); `media_type` is exposed
 * as `data-media-type`.
 */
export function SocialMedia({ module, options }: BlockProps<SocialMediaModule>) {
  return (
    <div
      id={anchorId(module.anchor)}
      className={styles['socialMedia']}
      data-media-type={module.media_type || undefined}
    >
      <ExternalEmbed
        embedUrl={module.embed_url}
        platform={module.platform}
        kind="social"
        shape="social"
        locale={options?.locale}
      />
    </div>
  );
}
