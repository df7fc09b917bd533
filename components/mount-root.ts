/** The #root element every extension page's HTML provides. */
export function mountRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element.');
  return root;
}
