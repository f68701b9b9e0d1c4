import type { AudioModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { ExternalEmbed } from '../../parts/ExternalEmbed/ExternalEmbed';
import styles from './Audio.module.css';

/** spec 3/5: an audio player of Spotify, SoundCloud, Bandcamp or Podigee behind the media consent. */
export function Audio({ module, options }: BlockProps<AudioModule>) {
  return (
    <div id={anchorId(module.anchor)} className={styles['audio']}>
      <ExternalEmbed
        embedUrl={module.embed_url}
        platform={module.platform}
        kind="audio"
        shape="audio"
        locale={options?.locale}
      />
    </div>
  );
}
