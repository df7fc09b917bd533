import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../components/OptionsApp';
import { mountRoot } from '../../components/mount-root';
import '../../components/kairos.css';
import '../../components/options.css';

createRoot(mountRoot()).render(
  <StrictMode>
    <OptionsApp />
  </StrictMode>,
);
