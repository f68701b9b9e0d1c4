import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from './contrast';

const colours = [
  ['text', '#111', '#fff'],
  ['muted', '#5c5c5c', '#fff'],
  ['accent', '#2b3ff2', '#fff'],
  ['urgent', '#c00000', '#fff'],
  ['on-inverse', '#fff', '#111'],
  ['on-inverse-muted', '#a8a8a8', '#111'],
] as const;

const sizes = ['display', '3xl', '2xl', 'xl', 'lg', 'base', 'sm'] as const;

/** The tokens and the form controls every screen uses, as they render. */
function Foundations() {
  return (
    <div style={{ display: 'grid', gap: '3rem', maxWidth: '60rem' }}>
      <section aria-labelledby="f-colour">
        <h2 id="f-colour">Colour</h2>
        <ul className="aula-tags">
          {colours.map(([name, foreground, background]) => (
            <li
              key={name}
              className="aula-tag"
              style={{ color: foreground, background, borderColor: foreground }}
            >
              {name} {contrastRatio(foreground, background).toFixed(1)}:1
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="f-type">
        <h2 id="f-type">Type</h2>
        {sizes.map((size) => (
          <p
            key={size}
            style={{ fontSize: `var(--aula-text-${size})`, lineHeight: 1.1, margin: '0 0 0.5rem' }}
          >
            {size}: Hochschulbibliothek
          </p>
        ))}
        <p>
          Body text with <a href="#link">a link</a>, <em>italic</em> and <strong>bold</strong>.
        </p>
      </section>
      <section aria-labelledby="f-controls">
        <h2 id="f-controls">Controls</h2>
        <p>
          <button type="submit">Primary</button>{' '}
          <a className="aula-button aula-button--secondary" href="#secondary">
            Secondary
          </a>
        </p>
        <p>
          <label htmlFor="f-email">E-Mail</label>
          <input id="f-email" type="email" defaultValue="name@example.org" />
        </p>
        <p>
          <label htmlFor="f-name">Name</label>
          <input id="f-name" type="text" aria-invalid="true" aria-describedby="f-name-error" />
          <span id="f-name-error" role="alert">
            Bitte einen Namen eingeben.
          </span>
        </p>
        <p>
          <label htmlFor="f-select">Kategorie</label>
          <select id="f-select" defaultValue="musik">
            <option value="">Alle Kategorien</option>
            <option value="musik">Musik</option>
          </select>
        </p>
        <fieldset>
          <legend>Newsletter</legend>
          <label>
            <input type="checkbox" defaultChecked /> Hochschule
          </label>
          <label>
            <input type="checkbox" /> Presse
          </label>
        </fieldset>
        <fieldset>
          <legend>Ansicht</legend>
          <label>
            <input type="radio" name="f-view" defaultChecked /> Raster
          </label>
          <label>
            <input type="radio" name="f-view" /> Liste
          </label>
        </fieldset>
        <ul className="aula-tags" aria-label="Tags">
          <li className="aula-tag">Musik</li>
          <li className="aula-tag">Kunst und Design</li>
        </ul>
        <p className="aula-alert" role="status">
          Die Anmeldung ist eingegangen.
        </p>
        <p className="aula-alert" data-tone="error">
          Das hat nicht geklappt. Bitte später noch einmal versuchen.
        </p>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens and controls',
  component: Foundations,
  parameters: {
    docs: {
      description: {
        component:
          'Colour (with contrast ratios), the fluid type scale and the form controls of @aula/ui.',
      },
    },
  },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
