import { t } from '@aula/i18n/visitor';
import YetAnotherLightbox, { type Labels } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './lightbox-theme.css';
import { useReturnFocus } from '../focus/focus-return';
import { WheelNavigation } from './WheelNavigation';

export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  description?: string;
}

export interface LightboxProps {
  slides: LightboxSlide[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose(): void;
  locale: 'de' | 'en';
}

function labels(locale: 'de' | 'en'): Labels {
  return {
    Lightbox: t(locale, 'lightbox.label'),
    'Photo gallery': t(locale, 'lightbox.gallery'),
    Carousel: t(locale, 'lightbox.gallery'),
    Slide: t(locale, 'lightbox.slide'),
    '{index} of {total}': t(locale, 'lightbox.slideOf'),
    Previous: t(locale, 'lightbox.previous'),
    Next: t(locale, 'lightbox.next'),
    Close: t(locale, 'lightbox.close'),
  };
}

/**
 * spec 2: images open in a lightbox gallery with counter, close button and slide wheel (the
 * mouse wheel moves between slides); no thumbnails, no zoom. An image's description is its
 * caption. Labels follow the page language.
 */
export function Lightbox({ slides, index, open, onClose, locale }: LightboxProps) {
  // Closing gives the focus back to the image that opened it (not to the page body).
  const returnFocus = useReturnFocus(open);
  return (
    <YetAnotherLightbox
      open={open}
      close={onClose}
      on={{ exited: returnFocus }}
      index={index}
      slides={slides.map(({ src, alt, width, height, description }) => ({
        src,
        alt,
        width,
        height,
        description,
      }))}
      plugins={[Counter, Captions]}
      captions={{ showToggle: false, descriptionTextAlign: 'center' }}
      counter={{ separator: locale === 'de' ? 'von' : 'of' }}
      labels={labels(locale)}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true, preventDefaultWheelY: true }}
      render={{
        controls: () => <WheelNavigation />,
        ...(slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
    />
  );
}
