import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '../../components/PopupApp';
import { mountRoot } from '../../components/mount-root';
import '../../components/kairos.css';
import '../../components/popup.css';

// Read the window id up front: sidePanel.open must run in the click's user gesture, with no await before it.
let windowId: number | undefined;
void chrome.windows.getCurrent().then((w) => {
  windowId = w.id;
});

async function openSidePanel(): Promise<void> {
  if (windowId === undefined) throw new Error('the browser window is not known yet; try again');
  await chrome.sidePanel.open({ windowId });
}

createRoot(mountRoot()).render(
  <StrictMode>
    <PopupApp openSidePanel={openSidePanel} />
  </StrictMode>,
);
