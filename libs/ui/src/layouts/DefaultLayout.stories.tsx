import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStore, Provider } from '../state/chrome-store';
import { BreakingNews } from '../breaking-news/BreakingNews';
import { ConsentProvider } from '../consent/ConsentProvider';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { LoadingBar } from '../loading-bar/LoadingBar';
import { SearchBox } from '../search/SearchBox';
import { footerProps } from '../testing/footer-fixture';
import { menuFixture } from '../testing/navigation-fixture';
import { DefaultLayout } from './DefaultLayout';

const suggestions = ['jazz', 'jazzchor', 'januar'];

/** The whole chrome composed as the host does it. */
function Page({ withBreakingNews }: { withBreakingNews: boolean }) {
  const [store] = useState(() => createStore());
  return (
    <Provider store={store}>
      <ConsentProvider locale="de" reload={() => undefined}>
        <DefaultLayout
          locale="de"
          path="/de/presse"
          breakingNews={
            withBreakingNews ? (
              <BreakingNews
                locale="de"
                items={[
                  {
                    id: 1,
                    headline: 'Tag der offenen Tür',
                    text: 'Am Samstag öffnen alle Ateliers.',
                    color: 'regular',
                    link_obj: { url: '/de/veranstaltungen' },
                    link_text: 'Programm',
                  },
                ]}
              />
            ) : null
          }
          header={
            <Header
              locale="de"
              behaviour="hide"
              languageUrls={{ de: '/de/presse', en: '/en/press' }}
              menu={menuFixture}
              search={
                <SearchBox
                  locale="de"
                  fetchSuggestions={(query) =>
                    Promise.resolve(suggestions.filter((word) => word.startsWith(query)))
                  }
                  onSubmit={() => undefined}
                />
              }
            />
          }
          footer={<Footer locale="de" {...footerProps} />}
          overlays={<LoadingBar locale="de" loading={false} />}
        >
          <h1>Presse</h1>
          <p>Pressemitteilungen, Pressefotos und Ansprechpersonen.</p>
        </DefaultLayout>
      </ConsentProvider>
    </Provider>
  );
}

const meta = {
  title: 'Chrome/Layouts/Default layout',
  component: Page,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Skip link, editor header, breaking news, header, search wrapper around the content, footer, scroll-to-top and cursor (spec 2).',
      },
    },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreakingNews: Story = { args: { withBreakingNews: true } };
export const Plain: Story = { args: { withBreakingNews: false } };
