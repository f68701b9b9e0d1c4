import {
  type EmbedKind,
  type EmbedPlatform,
  embedPlayerUrl,
  extractEmbedUrl,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { blockText } from '../../host/block-text';
import { EmbedGate, type EmbedGateProps } from './EmbedGate';
import styles from './ExternalEmbed.module.css';
import { platformName } from './platform-name';

export interface ExternalEmbedProps {
  /** The embed URL the server extracted and checked against the allow-list. */
  embedUrl: string;
  /** The platform the server recognised (for example `youtube`). */
  platform: EmbedPlatform;
  /** The allow-list the URL must pass again before it is framed (DESIGN.md 3). */
  kind: EmbedKind;
  /** Accessible title of the frame; defaults to "embedded content from {platform}". */
  title?: string;
  /** Shape of the frame: 16:9 video, short audio player, tall document or social post. */
  shape?: 'video' | 'audio' | 'document' | 'social';
  /** Language of the placeholder and the frame title (`de` by default). */
  locale?: Locale;
  /** A picture of the content for the placeholder (the Video block's image). */
  poster?: EmbedGateProps['poster'];
}

/**
 * DESIGN.md 6 and spec 4 (external media): an embed renders as a sandboxed iframe from the
 * validated URL only, through the platform's player (`embedPlayerUrl`), and only after consent;
 * before that a placeholder names the platform and offers "load once" or "always allow {platform}". The URL check and the texts
 * run here, on the server; only the consent gate is a client island.
 */
export function ExternalEmbed({
  embedUrl,
  platform,
  kind,
  title,
  shape = 'video',
  locale = 'de',
  poster,
}: ExternalEmbedProps) {
  // Checked again here: whatever reaches the page, only an allow-listed https URL is framed.
  const target = extractEmbedUrl(embedUrl, kind);
  // The platform must be the one the URL belongs to: its player is chosen by it.
  if (!target || !embedUrl.startsWith('https://') || target.platform !== platform) return null;
  const text = blockText(locale);
  const name = platformName(target.platform);
  // Platforms refuse to be framed with their page URLs; each has its player.
  const player = embedPlayerUrl(target.url, target.platform);
  if (!player) {
    // Nothing the platform lets other sites frame (a profile, a page without its player id): a plain link.
    return (
      <p className={styles['fallback']}>
        <a href={target.url} rel="noopener noreferrer" target="_blank">
          {text('blocks.embed.open', { platform: name })}
        </a>
      </p>
    );
  }
  return (
    <EmbedGate
      src={player}
      platform={target.platform}
      shape={shape}
      title={title ?? text('blocks.embed.frameTitle', { platform: name })}
      notice={text('blocks.embed.notice', { platform: name })}
      loadOnceLabel={text('blocks.embed.load', { platform: name })}
      allowAlwaysLabel={text('blocks.embed.allowAlways', { platform: name })}
      poster={poster}
    />
  );
}
