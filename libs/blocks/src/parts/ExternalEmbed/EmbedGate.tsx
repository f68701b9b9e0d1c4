'use client';

import type { EmbedPlatform } from '@aula/api-client';
import { useEffect, useRef, useState } from 'react';
import { useMediaConsent } from '../MediaConsent/MediaConsentProvider';
import styles from './ExternalEmbed.module.css';

export interface EmbedGateProps {
  /** The player URL, already checked against the allow-list on the server. */
  src: string;
  platform: EmbedPlatform;
  shape: 'video' | 'audio' | 'document' | 'social';
  /** Accessible title of the frame. */
  title: string;
  /** The placeholder text naming the platform. */
  notice: string;
  /** The label of the button that loads this embed only, this time. */
  loadOnceLabel: string;
  /** The label of the button that allows every embed of the platform from now on. */
  allowAlwaysLabel: string;
  /** A picture of the content (the Video block's image), shown on the placeholder. */
  poster?: { src: string; alt: string; width: number; height: number } | undefined;
}

/**
 * The client island of an embed (spec 4, external media, consent per platform): a placeholder until
 * the visitor either loads this one embed ("load once", nothing is stored) or allows its platform
 * from now on (one service of the consent manager's media category); other platforms stay closed.
 * After a click the focus moves to the frame, so keyboard users are not dropped.
 */
export function EmbedGate({
  src,
  platform,
  shape,
  title,
  notice,
  loadOnceLabel,
  allowAlwaysLabel,
  poster,
}: EmbedGateProps) {
  const consent = useMediaConsent();
  const [once, setOnce] = useState(false);
  const [chosen, setChosen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const open = once || consent.allowed(platform);
  useEffect(() => {
    if (open && chosen) frame.current?.focus();
  }, [open, chosen]);
  if (!open) {
    return (
      <div
        className={`${styles['frame']} ${styles[shape]} ${styles['placeholder']}`}
        data-platform={platform}
      >
        {poster && (
          <img
            className={styles['poster']}
            src={poster.src}
            alt={poster.alt}
            width={poster.width}
            height={poster.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <p className={styles['notice']}>{notice}</p>
        <div className={styles['choices']}>
          <button
            type="button"
            className={styles['button']}
            onClick={() => {
              setChosen(true);
              setOnce(true);
            }}
          >
            {loadOnceLabel}
          </button>
          <button
            type="button"
            className={`${styles['button']} ${styles['secondary']}`}
            onClick={() => {
              setChosen(true);
              consent.allowAlways(platform);
            }}
          >
            {allowAlwaysLabel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles['frame']} ${styles[shape]}`} data-platform={platform}>
      <iframe
        ref={frame}
        className={styles['iframe']}
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
