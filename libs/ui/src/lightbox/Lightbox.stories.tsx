import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Lightbox, type LightboxSlide } from './Lightbox';

function placeholder(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="700"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-size="80" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: LightboxSlide[] = [
  { src: placeholder('1', '#333'), alt: 'Konzertsaal von innen', width: 1240, height: 700 },
  {
    src: placeholder('2', '#555'),
    alt: 'Atelier mit Staffeleien',
    width: 1240,
    height: 700,
    description: 'Atelier',
  },
  { src: placeholder('3', '#777'), alt: 'Campus im Winter', width: 1240, height: 700 },
];

/** A gallery button that opens the lightbox, as blocks use it. */
function Gallery({ locale, initiallyOpen }: { locale: 'de' | 'en'; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {locale === 'de' ? 'Galerie öffnen' : 'Open gallery'}
      </button>
      <Lightbox
        slides={slides}
        index={1}
        open={open}
        onClose={() => setOpen(false)}
        locale={locale}
      />
    </>
  );
}

const meta = {
  title: 'Chrome/Lightbox',
  component: Gallery,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Image gallery with counter, close button and mouse-wheel navigation; no thumbnails, no zoom (spec 2).',
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { locale: 'de', initiallyOpen: false } };
export const OpenGerman: Story = { args: { locale: 'de', initiallyOpen: true } };
export const OpenEnglish: Story = { args: { locale: 'en', initiallyOpen: true } };
