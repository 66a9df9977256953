import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadForFreshChunks } from './app/errors/normalize';

// Spec: a page part that fails to load (a deployment replaced the chunks) reloads the page, once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFreshChunks()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('Липсва елементът #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
