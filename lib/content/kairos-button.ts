import { createShadowRootUi, type ContentScriptContext } from '#imports';

/** The button's look inside its shadow root: the page's CSS cannot reach it, and it cannot reach the page. */
const BUTTON_CSS = `
button {
  all: initial;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 12px;
  margin: 0 4px;
  border-radius: 16px;
  border: 1px solid #c7d2fe;
  background: #eef2ff;
  color: #1e3a8a;
  font: 500 13px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  cursor: pointer;
  white-space: nowrap;
}
button:hover { background: #e0e7ff; }
button:focus-visible { outline: 2px solid #2f5bea; outline-offset: 2px; }
button:disabled { opacity: 0.6; cursor: default; }
`;

export interface KairosButtonOptions {
  /** The custom element hosting the shadow root (kebab-case, unique per injection). */
  name: string;
  label: string;
  anchor: Element;
  append: 'before' | 'after' | 'first' | 'last';
  onClick: (button: HTMLButtonElement) => void;
}

/** A Kairos button in a shadow root at `anchor`; returns the function that removes it. */
export function mountKairosButton(ctx: ContentScriptContext, options: KairosButtonOptions): () => void {
  let removed = false;
  let remove = (): void => {
    removed = true;
  };
  void createShadowRootUi(ctx, {
    name: options.name,
    position: 'inline',
    anchor: options.anchor,
    append: options.append,
    css: BUTTON_CSS,
    // Not isolateEvents: it swallows every key, so Escape pressed just after clicking the button
    // would no longer close Google's dialog. Only the keys that press the button stay ours.
    onMount(container) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.label;
      button.addEventListener('click', (event) => {
        event.preventDefault();
        event.stopPropagation();
        options.onClick(button);
      });
      button.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      });
      container.append(button);
      return button;
    },
  }).then((ui) => {
    if (removed) return;
    ui.mount();
    remove = () => {
      ui.remove();
    };
  });
  return () => {
    remove();
  };
}
