import type { ViewerModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { ExternalEmbed } from '../../parts/ExternalEmbed/ExternalEmbed';
import styles from './Viewer.module.css';

/**
 * spec 3/5: a document viewer of Issuu, Yumpu or Calaméo behind the media consent;
 * `media_type` is exposed as `data-media-type` for the host's styles.
 */
export function Viewer({ module, options }: BlockProps<ViewerModule>) {
  return (
    <div
      id={anchorId(module.anchor)}
      className={styles['viewer']}
      data-media-type={module.media_type || undefined}
    >
      <ExternalEmbed
        embedUrl={module.embed_url}
        platform={module.platform}
        kind="viewer"
        shape="document"
        locale={options?.locale}
      />
    </div>
  );
}
