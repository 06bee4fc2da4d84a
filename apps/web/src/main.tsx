import '@fontsource-variable/inter/wght.css';
import '@fontsource/bebas-neue/latin-400.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installChunkReload } from './app/chunk-reload.ts';
import { router } from './app/router.tsx';

installChunkReload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
