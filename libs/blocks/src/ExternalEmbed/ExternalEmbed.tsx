import { type EmbedKind, type EmbedPlatform, extractEmbedUrl } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { blockText } from '../host/block-text';
import { EmbedGate } from './EmbedGate';
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
}

/**
 * DESIGN.md 6 and spec 4 (external media): an embed renders as a sandboxed iframe from the
 * validated URL only, and only after consent; before that a two-click placeholder names the
 * platform (the first click grants consent and loads the content). The URL check and the texts
 * run here, on the server; only the consent gate is a client island.
 */
export function ExternalEmbed({ embedUrl, platform, kind, title, shape = 'video', locale = 'de' }: ExternalEmbedProps) {
  // Checked again here: whatever reaches the page, only an allow-listed https URL is framed.
  const target = extractEmbedUrl(embedUrl, kind);
  if (!target || !embedUrl.startsWith('https://')) return null;
  const text = blockText(locale);
  const name = platformName(platform);
  return (
    <EmbedGate
      src={target.url}
      shape={shape}
      title={title ?? text('blocks.embed.frameTitle', { platform: name })}
      notice={text('blocks.embed.notice', { platform: name })}
      loadLabel={text('blocks.embed.load', { platform: name })}
    />
  );
}
