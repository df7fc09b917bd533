import { expect, screenshot, test } from './extension';

// Chrome's Prompt API does not exist in the test Chromium, so the options page gets a stand-in
// LanguageModel that behaves as documented: availability() says "downloadable" until create()
// has run the download, create() needs the click's user activation (else NotAllowedError), and
// progress arrives as downloadprogress events carrying `loaded` from 0 to 1.
function installFakeLanguageModel(): void {
  let availability = 'downloadable';
  const steps = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    });
  const languageModel = {
    availability: () => Promise.resolve(availability),
    async create(options: { monitor?: (monitor: EventTarget) => void } = {}) {
      if (!navigator.userActivation.isActive) throw new DOMException('A user gesture is required.', 'NotAllowedError');
      const monitor = new EventTarget();
      options.monitor?.(monitor);
      for (const loaded of steps) {
        await wait(400);
        monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
      }
      availability = 'available';
      return {
        prompt: () => Promise.resolve(''),
        promptStreaming: () => new ReadableStream<string>(),
        destroy: () => undefined,
      };
    },
  };
  Object.defineProperty(globalThis, 'LanguageModel', { value: languageModel, configurable: true });
}

test('Options downloads Chrome’s on-device model from the click, shows progress, and ends Ready', async ({
  context,
  openPage,
}) => {
  await context.addInitScript(installFakeLanguageModel);
  const options = await openPage('options');
  const form = options.getByRole('region', { name: 'Assistant model' });
  const chromeChoice = form.getByRole('radio', { name: /^Chrome built-in AI/ });
  // The service worker has no on-device model here, so the choice starts disabled.
  await expect(chromeChoice).toBeDisabled();

  const download = form.getByRole('button', { name: 'Download on-device model' });
  await expect(download).toBeVisible();
  await download.click();
  await expect(form.getByText(/^Downloading… (20|40|60)%$/)).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await screenshot(options, 'options-chrome-ai-downloading');

  await expect(form.getByText('Ready', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(download).toHaveCount(0);
  await expect(chromeChoice).toBeEnabled();
  await screenshot(options, 'options-chrome-ai-ready');
});

test('Options offers no download where Chrome has no on-device model to fetch', async ({ openPage }) => {
  const options = await openPage('options');
  const form = options.getByRole('region', { name: 'Assistant model' });
  await expect(form.getByRole('radio', { name: /^Chrome built-in AI/ })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Download on-device model' })).toHaveCount(0);
});
