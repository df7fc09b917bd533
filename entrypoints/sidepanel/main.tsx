import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '../../components/SidePanelApp';
import { mountRoot } from '../../components/mount-root';
import '../../components/kairos.css';
import '../../components/sidepanel.css';

createRoot(mountRoot()).render(
  <StrictMode>
    <SidePanelApp />
  </StrictMode>,
);
