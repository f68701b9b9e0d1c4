'use client';

import { useMediaConsent } from '../MediaConsent/MediaConsentProvider';
import styles from './ExternalEmbed.module.css';

export interface EmbedGateProps {
  /** The frame URL, already checked against the allow-list on the server. */
  src: string;
  shape: 'video' | 'audio' | 'document' | 'social';
  /** Accessible title of the frame. */
  title: string;
  /** The placeholder text naming the platform. */
  notice: string;
  /** The label of the button that grants consent. */
  loadLabel: string;
}

/**
 * The client island of an embed (spec 4, external media): a two-click placeholder until the
 * visitor consents (`MediaConsentProvider`), then the sandboxed iframe.
 */
export function EmbedGate({ src, shape, title, notice, loadLabel }: EmbedGateProps) {
  const consent = useMediaConsent();
  if (!consent.granted) {
    return (
      <div className={`${styles['frame']} ${styles[shape]} ${styles['placeholder']}`}>
        <p className={styles['notice']}>{notice}</p>
        <button type="button" className={styles['button']} onClick={() => consent.grant()}>
          {loadLabel}
        </button>
      </div>
    );
  }
  return (
    <div className={`${styles['frame']} ${styles[shape]}`}>
      <iframe
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
