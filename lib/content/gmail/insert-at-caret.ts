import { GMAIL } from '../selectors';

/**
 * The compose box around `element` (a compose body or a Send button): the nearest ancestor that also
 * holds the other one. Gmail's floating windows are dialogs and inline replies are not, so this goes
 * by what a compose box contains rather than by its role; with several open, each body's nearest
 * such ancestor is its own window.
 */
export function composeOf(element: Element): Element | undefined {
  const other = element.matches(GMAIL.composeBody.selector) ? GMAIL.composeSend.selector : GMAIL.composeBody.selector;
  for (let box = element.parentElement; box; box = box.parentElement) if (box.querySelector(other)) return box;
  return undefined;
}

/** Each open compose box's Send button (where its Kairos button goes), once per box. */
export function findComposeSendButtons(root: ParentNode): Element[] {
  const sends = new Set<Element>();
  for (const body of root.querySelectorAll(GMAIL.composeBody.selector)) {
    const send = composeOf(body)?.querySelector(GMAIL.composeSend.selector);
    if (send) sends.add(send);
  }
  return [...sends];
}

/** The compose body inside a compose box. */
export function bodyOf(compose: Element): HTMLElement | undefined {
  return compose.querySelector<HTMLElement>(GMAIL.composeBody.selector) ?? undefined;
}

/** Where inserted text goes: the selection when it lies in `body`, else the end of `body`. */
export function caretIn(body: Element, selection: Selection | null): Range {
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (body.contains(range.startContainer) && body.contains(range.endContainer)) return range.cloneRange();
  }
  return endOf(body);
}

export function endOf(body: Element): Range {
  const range = body.ownerDocument.createRange();
  range.selectNodeContents(body);
  range.collapse(false);
  return range;
}

/** Plain-text lines as nodes: text, then a <br> before each following line. */
export function linesAsNodes(doc: Document, text: string): Node[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line, index) => [
      ...(index > 0 ? [doc.createElement('br')] : []),
      ...(line === '' ? [] : [doc.createTextNode(line)]),
    ]);
}

/**
 * Puts `text` into the editable `body` at `range`, replacing what the range covers. The browser's
 * own insertText command comes first: it is what typing does, so Gmail's editor sees the change and
 * one Undo takes it back. When the browser or the editor refuses it, the text goes in as text nodes
 * and <br>s, with an input event so Gmail still saves the draft. Says which way it went.
 */
export function insertTextAt(body: HTMLElement, range: Range, text: string): 'editor' | 'nodes' {
  const doc = body.ownerDocument;
  const selection = doc.getSelection();
  body.focus({ preventScroll: true });
  if (selection) {
    selection.removeAllRanges();
    selection.addRange(range);
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to insert that stays on the editor's undo stack.
    if (doc.execCommand('insertText', false, text)) return 'editor';
  }
  const nodes = linesAsNodes(doc, text);
  range.deleteContents();
  const fragment = doc.createDocumentFragment();
  fragment.append(...nodes);
  range.insertNode(fragment);
  const last = nodes.at(-1);
  if (last) range.setStartAfter(last);
  range.collapse(true);
  selection?.removeAllRanges();
  selection?.addRange(range);
  body.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  return 'nodes';
}
