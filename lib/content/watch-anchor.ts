import type { ContentScriptContext } from '#imports';

/**
 * Keeps one UI per anchor the page shows, for a single-page app that swaps views and dialogs without
 * reloading: a MutationObserver (never a timer) looks again, at most once a frame, and mounts a UI
 * on each new anchor and removes it from anchors that went. `find` is the only page-specific part.
 */
export function watchAnchors(
  ctx: ContentScriptContext,
  find: () => readonly Element[],
  mount: (anchor: Element) => () => void,
): void {
  const mounted = new Map<Element, () => void>();
  let queued = false;

  const sync = (): void => {
    queued = false;
    const anchors = new Set(find());
    for (const [anchor, unmount] of mounted) {
      if (!anchors.has(anchor) || !anchor.isConnected) {
        unmount();
        mounted.delete(anchor);
      }
    }
    for (const anchor of anchors) if (!mounted.has(anchor)) mounted.set(anchor, mount(anchor));
  };

  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    ctx.requestAnimationFrame(sync);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  sync();
  ctx.onInvalidated(() => {
    observer.disconnect();
    for (const unmount of mounted.values()) unmount();
    mounted.clear();
  });
}
