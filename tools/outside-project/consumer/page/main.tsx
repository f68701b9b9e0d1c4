// A plain Vite + React page of another team: the chrome of @aula/ui from its tarball, styled by
// the documented stylesheet entries, no Next.js.
import type { NavigationItem } from '@aula/api-client';
import { ConsentProvider, Footer, Header } from '@aula/ui';
import '@aula/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const item = (menu_name: string, url: string, in_highlight_menu = false): NavigationItem => ({
  menu_name,
  headline: menu_name,
  url,
  in_highlight_menu,
  children: [],
});
const menu = [
  item('Studium', '/de/studium', true),
  item('Bewerbung', '/de/bewerbung', true),
  item('Personen', '/de/personen'),
];
const social = ['Instagram', 'Facebook', 'YouTube', 'LinkedIn'].map((name) => ({
  name,
  url: `https://${name.toLowerCase()}.example.org/aula`,
}));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConsentProvider locale="de">
        <Header locale="de" languageUrls={{ de: '/de', en: '/en' }} menu={menu} />
        <main id="content">
          <h1>Eine Seite eines anderen Teams</h1>
        </main>
        <Footer
          locale="de"
          navigation={[item('Impressum', '/de/impressum'), item('Datenschutz', '/de/datenschutz')]}
          campusPortalUrl="https://campus.example.org"
          socialLinks={social}
          microsites={{ 'weitere-themen': [{ name: 'Alumni', url: 'https://alumni.example.org' }] }}
          relatedWebsites={[{ name: 'Bibliothek', url: 'https://bibliothek.example.org' }]}
        />
      </ConsentProvider>
    </StrictMode>,
  );
}
