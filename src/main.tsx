import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { startLanguage } from './lib/storage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await initI18n(startLanguage());

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
