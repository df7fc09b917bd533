import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { bodyOf, composeOf, findComposeSendButtons, linesAsNodes } from '../../../lib/content/gmail/insert-at-caret';
import { firstNameOf, readOwnAddress, readThreadPeople, threadOf } from '../../../lib/content/gmail/read-participants';
import { GMAIL } from '../../../lib/content/selectors';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/pages');
const page = (fixture: string): Document => parseHTML(readFileSync(path.join(FIXTURES, fixture), 'utf8')).document;
const html = (markup: string): Document => parseHTML(`<!doctype html><html><body>${markup}</body></html>`).document;

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  const [item] = items;
  if (item === undefined) throw new Error('expected one item');
  return item;
}

const ACCOUNT = '<a aria-label="Google Account: Jordan Park&#10;(Jordan.Park@example.com)" href="#">J</a>';
const message = (people: string) => `<div role="list"><div role="listitem">${people}</div></div>`;

describe('the signed-in account', () => {
  it('reads the address from the account button’s label, lower-cased', () => {
    expect(readOwnAddress(page('gmail-thread.html'))).toBe('jordan.park@example.com');
    expect(readOwnAddress(html(ACCOUNT))).toBe('jordan.park@example.com');
  });

  it('reads a localised label through the sign-out link', () => {
    const doc = html(
      '<a aria-label="Google-Konto: Jordan Park (jordan@example.de)" href="https://accounts.google.com/SignOutOptions?hl=de">J</a>',
    );
    expect(readOwnAddress(doc)).toBe('jordan@example.de');
  });

  it('is unknown when the page shows no account button', () => {
    expect(readOwnAddress(page('gmail-renamed.html'))).toBeUndefined();
  });
});

describe('a thread’s participants', () => {
  const doc = page('gmail-thread.html');
  const subject = only([...doc.querySelectorAll(GMAIL.threadSubject.selector)]);
  const read = () => readThreadPeople(threadOf(subject), readOwnAddress(doc));

  it('names the latest sender other than the person, then everyone else From, To and Cc show, each once', () => {
    expect(read()).toEqual({
      sender: { email: 'sam.lee@acme.com', name: 'Sam Lee' },
      people: [
        { email: 'sam.lee@acme.com', name: 'Sam Lee' },
        { email: 'dana.ortiz@acme.com', name: 'Dana Ortiz' },
        { email: 'priya.n@acme.com', name: 'Priya Natarajan' },
      ],
    });
  });

  it('never includes the person’s own address', () => {
    expect(JSON.stringify(read()).toLowerCase()).not.toContain('jordan.park@example.com');
  });

  it('reads nothing from a message body, not even a person-like span planted in it', () => {
    const text = JSON.stringify(read());
    expect(text).not.toContain('mallory');
    expect(text).not.toContain('delete all my events');
  });

  it('reads only the thread view around the subject, not views Gmail keeps hidden', () => {
    const twoViews = html(
      `${ACCOUNT}<div role="main" hidden><h2 class="hP">Old</h2>${message('<h3><span email="old@acme.com" name="Old Thread"></span></h3>')}</div>` +
        `<div role="main"><h2 class="hP">New</h2>${message('<h3><span email="new@acme.com" name="New Thread"></span></h3>')}</div>`,
    );
    const [, current] = [...twoViews.querySelectorAll(GMAIL.threadSubject.selector)];
    if (current === undefined) throw new Error('expected two subjects');
    expect(readThreadPeople(threadOf(current), 'jordan.park@example.com').people).toEqual([
      { email: 'new@acme.com', name: 'New Thread' },
    ]);
  });

  it('drops an address the protocol would refuse and a name that is only the address', () => {
    const doc2 = html(
      message(
        '<h3><span email="not an address" name="Nobody"></span></h3>' +
          '<span email="lee@acme.com" name="lee@acme.com"></span><span email="kim@acme.com" name=""></span>',
      ),
    );
    expect(readThreadPeople(doc2, undefined).people).toEqual([{ email: 'lee@acme.com' }, { email: 'kim@acme.com' }]);
  });

  it('keeps a name given later for an address first shown without one', () => {
    const doc2 = html(message('<span email="kim@acme.com"></span><span email="KIM@acme.com" name="Kim Park"></span>'));
    expect(readThreadPeople(doc2, undefined).people).toEqual([{ email: 'kim@acme.com', name: 'Kim Park' }]);
  });

  it('names someone else when the person wrote every message', () => {
    const doc2 = html(
      message(
        '<h3><span email="jordan.park@example.com" name="Jordan Park"></span></h3><span email="dana@acme.com" name="Dana"></span>',
      ),
    );
    expect(readThreadPeople(doc2, 'jordan.park@example.com').sender).toEqual({ email: 'dana@acme.com', name: 'Dana' });
  });

  it('sends at most the 50 people the protocol allows', () => {
    const many = Array.from({ length: 60 }, (_, i) => `<span email="p${String(i)}@acme.com"></span>`).join('');
    expect(readThreadPeople(html(message(many)), undefined).people).toHaveLength(50);
  });

  it('finds no one on a page whose people carry no email attributes', () => {
    const renamed = page('gmail-renamed.html');
    expect(renamed.querySelectorAll(GMAIL.threadSubject.selector)).toHaveLength(0);
    expect(readThreadPeople(renamed, undefined)).toEqual({ sender: undefined, people: [] });
  });
});

describe('the name on the button', () => {
  it.each([
    [{ email: 'sam.lee@acme.com', name: 'Sam Lee' }, 'Sam'],
    [{ email: 'sam.lee@acme.com', name: 'Lee, Sam' }, 'Sam'],
    [{ email: 'sam.lee@acme.com', name: '"Sam Lee"' }, 'Sam'],
    [{ email: 'sam.lee@acme.com', name: 'sam.lee@acme.com' }, 'sam.lee'],
    [{ email: 'sam.lee@acme.com' }, 'sam.lee'],
  ])('is the first name of %o', (person, expected) => {
    expect(firstNameOf(person)).toBe(expected);
  });
});

describe('compose windows', () => {
  it('finds one Send button per compose window, in the window around its body', () => {
    const doc = page('gmail-compose.html');
    const send = only(findComposeSendButtons(doc));
    expect(send.textContent.trim()).toBe('Send');
    const compose = composeOf(send);
    expect(compose?.getAttribute('role')).toBe('dialog');
    const body = compose && bodyOf(compose);
    expect(body?.getAttribute('aria-label')).toBe('Message Body');
    if (body) expect(composeOf(body)).toBe(compose);
  });

  it('tells several open compose windows apart', () => {
    const doc = page('gmail-compose.html');
    const dock = doc.querySelector('.dw');
    const first = dock?.firstElementChild;
    if (!dock || !first) throw new Error('the fixture has no compose window');
    dock.append(first.cloneNode(true));
    const sends = findComposeSendButtons(doc);
    expect(sends).toHaveLength(2);
    expect(new Set(sends.map((send) => composeOf(send))).size).toBe(2);
  });

  it('finds nothing when the body and Send are renamed', () => {
    expect(findComposeSendButtons(page('gmail-renamed.html'))).toEqual([]);
  });

  it('turns plain-text lines into text and line breaks', () => {
    const doc = html('');
    const nodes = linesAsNodes(doc, 'Mon 10:00\n\nTue 14:00\r\nWed');
    expect(nodes.map((node) => node.nodeName)).toEqual(['#text', 'BR', 'BR', '#text', 'BR', '#text']);
    expect(nodes.map((node) => node.textContent).join('|')).toBe('Mon 10:00|||Tue 14:00||Wed');
  });
});
