// A plain Vite + React app using the published package: no Next.js, no workspace paths.
// The example consumes the built package as an outside app would, not the sources.
/* eslint-disable @nx/enforce-module-boundaries */
import { MediaConsentProvider, Modules } from '@aula/blocks';
import '@aula/blocks/styles.css';
/* eslint-enable @nx/enforce-module-boundaries */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { demoModules } from './demo-modules';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MediaConsentProvider>
        <main>
          <Modules modules={demoModules} options={{ locale: 'de' }} />
        </main>
      </MediaConsentProvider>
    </StrictMode>,
  );
}
