import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsTeaserCard } from './NewsTeaserCard';

const meta = {
  title: 'Blocks/News teaser card',
  component: NewsTeaserCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A news entry in lists: publication date (Europe/Berlin, dd.mm.yyyy), category, the title linking to the news detail page of the language, and the teaser text.',
      },
    },
  },
} satisfies Meta<typeof NewsTeaserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    locale: 'de',
    item: {
      id: 1,
      slug: 'abschlussausstellung-1',
      title: 'Abschlussausstellung Nr. 1',
      teaser: 'Studierende und Lehrende zeigen neue Arbeiten.',
      date: '2026-10-30T09:00:00.000Z',
      category: 'Hochschule',
    },
  },
};

export const English: Story = {
  args: {
    locale: 'en',
    item: {
      id: 1,
      slug: 'graduate-exhibition-1',
      title: 'Graduate exhibition no. 1',
      teaser: 'Students and teachers show new work.',
      date: '2026-10-30T09:00:00.000Z',
      category: 'University',
    },
  },
};

export const LongTitleWithoutCategory: Story = {
  args: {
    locale: 'de',
    item: {
      id: 2,
      slug: 'gastprofessur',
      title:
        'Internationale Gastprofessur für zeitgenössische Komposition und elektroakustische Musik im Wintersemester',
      teaser: 'Eine lange Überschrift bricht um, ohne das Layout zu sprengen.',
      date: '2026-01-01T00:30:00.000Z',
      category: null,
    },
  },
};
