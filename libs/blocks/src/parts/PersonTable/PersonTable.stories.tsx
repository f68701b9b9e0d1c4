import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonTable } from './PersonTable';

const persons = [1, 2, 3].map((id) => ({
  id,
  slug: `person-${id}`,
  name: `Prof. Person ${id}`,
  position: id === 1 ? 'Professorin für Komposition' : 'Studienberater',
  categories: [],
  email: id === 3 ? null : `person.${id}@aula.example`,
  phone: id === 3 ? null : '+49 30 1234-0101',
  urls: { de: `/de/personen/person-${id}/${id}`, en: `/en/person/person-${id}/${id}` },
  image: null,
  image_url: null,
  alt: '',
  width: null,
  height: null,
  thumbs: [],
}));

const meta = {
  title: 'Blocks/Person table',
  component: PersonTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "spec 2: the persons directory's compact list type: name (linking to the person), position, e-mail and phone; below 48em the rows stack and each cell names its column.",
      },
    },
  },
} satisfies Meta<typeof PersonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { persons, caption: 'Personen', options: { locale: 'de' } } };
export const English: Story = { args: { persons, caption: 'Persons', options: { locale: 'en' } } };
