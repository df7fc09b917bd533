/**
 * Every selector the content scripts use, in one place, so a Google redesign is mended here.
 * Each names the fixture page it was checked against (tests/fixtures/pages/), and
 * tests/unit/meta/selectors.test.ts checks that every one still matches its fixture. Lookups go
 * by ARIA labels and roles first, structure second: Google's class names change often, its
 * accessibility labels rarely.
 */
export interface PageSelector {
  /** A CSS selector list; the first alternative is the ARIA one. */
  selector: string;
  /** The fixture page (tests/fixtures/pages/) where it was checked. */
  fixture: string;
}

// ── Google Calendar ───────────────────────────────────────────────────────────────────────────
export const CALENDAR = {
  /**
   * The Create button (its menu: Event, Task, Appointment schedule); "Find a time" goes after it. The
   * label is English: Google localises it, and no language-free hook on this button is confirmed.
   */
  createButton: { selector: 'button[aria-label="Create"], [role="button"][aria-label="Create"]', fixture: 'calendar-week.html' },
  /** The view showing (DAY, WEEK, MONTH, CUSTOM_DAYS…), set by Google on <body>; read when the URL names none. */
  viewKey: { selector: 'body[data-viewkey]', fixture: 'calendar-week.html' },
  /** The first and last day the grid shows, as Google's packed date keys (Calendly's extension reads them too). */
  shownDays: { selector: '[data-start-date-key][data-end-date-key]', fixture: 'calendar-week.html' },
  /** The grid's day columns and cells, a date key each; the drawer's mini month is outside role=main. */
  dayCell: { selector: '[role="main"] [data-datekey]', fixture: 'calendar-week.html' },
  /** The top bar's date heading ("November 2026", "November 24, 2026"). */
  dateHeading: { selector: '[role="banner"] [role="heading"]', fixture: 'calendar-week.html' },
  /**
   * An open event's details in its dialog (#xDetDlg, carrying the event's data-eventid). Event chips
   * carry data-eventid too, and month view's "+3 more" dialog lists them, so chips are left out.
   */
  eventDetails: {
    selector: '[role="dialog"] [data-eventid]:not([data-eventchip]):not([role="button"]), [role="dialog"] #xDetDlg',
    fixture: 'calendar-week.html',
  },
  /** The dialog around the details: the title and the guests are read within it. */
  eventDialog: { selector: '[role="dialog"]', fixture: 'calendar-week.html' },
  /** The event's title: a level-1 heading, the dialog's aria-labelledby target (#rAECCd). */
  eventTitle: { selector: '[role="heading"][aria-level="1"], #rAECCd', fixture: 'calendar-week.html' },
  /** The "when" block: the title's line, the time line, then any recurrence line. Google gives it no role. */
  eventWhen: { selector: '#xDetDlgWhen', fixture: 'calendar-week.html' },
  /** One guest each, the address in data-email. */
  eventGuest: {
    selector: '[aria-label="Guests invited to this event."] [data-email], #xDetDlgAtt [data-email]',
    fixture: 'calendar-week.html',
  },
} as const satisfies Record<string, PageSelector>;

// ── Gmail ─────────────────────────────────────────────────────────────────────────────────────
export const GMAIL = {
  /**
   * The signed-in account's button; its label ends in the address: "Google Account: Jordan Park
   * (jordan@example.com)". The label's words are localised, so the sign-out link is the fallback.
   */
  account: {
    selector: 'a[aria-label^="Google Account:"], a[href^="https://accounts.google.com/SignOutOptions"]',
    fixture: 'gmail-thread.html',
  },
  /** One open thread's view; participants are read inside it only (Gmail keeps other views hidden). */
  threadView: { selector: '[role="main"]', fixture: 'gmail-thread.html' },
  /** An open thread's subject heading: the "Find a time with …" button goes right after it. */
  threadSubject: { selector: '[role="main"] h2[data-thread-perm-id], h2.hP', fixture: 'gmail-thread.html' },
  /** Each message's sender ("From"): the span in the message heading with email/name attributes. */
  messageSender: { selector: '[role="listitem"] h3 [email], span.gD[email]', fixture: 'gmail-thread.html' },
  /** Everyone a message names (From, To, Cc): Gmail puts email/name attributes on each person's span. */
  messageParticipant: { selector: '[role="listitem"] [email], .adn [email]', fixture: 'gmail-thread.html' },
  /**
   * A message's own content, which is untrusted and never read: a person-like span inside it is
   * skipped. Gmail gives the body no role or label, so this one is structural only.
   */
  messageBody: { selector: 'div.a3s, div.ii.gt', fixture: 'gmail-thread.html' },
  /** One message of the open thread, aria-expanded="true" when its body shows (read only when the person asks). */
  threadMessage: { selector: '[role="listitem"]', fixture: 'gmail-thread.html' },
  /** A message's date: the full date is in the short date's tooltip (title). Gmail gives it no role. */
  messageDate: { selector: 'span.g3[title]', fixture: 'gmail-thread.html' },
  /**
   * Quoted earlier messages inside a body, left out when the body is read: the quote itself (Gmail's
   * gmail_quote, its older gmail_extra, any blockquote), Gmail's trimmed content and its "…" toggle.
   */
  quotedHistory: { selector: 'div.gmail_quote, blockquote, .gmail_extra, .adL, .yj6qo', fixture: 'gmail-thread.html' },
  /** A compose window's or inline reply's body (Gmail's editor marks it g_editable besides the label). */
  composeBody: {
    selector: '[contenteditable="true"][aria-label="Message Body"], [contenteditable="true"][g_editable="true"]',
    fixture: 'gmail-compose.html',
  },
  /** A compose window's Send button ("Send ‪(Ctrl-Enter)‬"); aoO is its class when the label is localised. */
  composeSend: {
    selector: '[role="button"][aria-label^="Send"], [role="button"][data-tooltip^="Send"], [role="button"].aoO',
    fixture: 'gmail-compose.html',
  },
  /**
   * The bottom toolbar's cell holding Send: the button goes after it, as a cell of its own, so it sits
   * beside Send rather than wrapping under it. The toolbar is a role="presentation" table, so this is
   * structural; without it the button goes after Send's own group.
   */
  composeSendCell: { selector: 'tr.btC > td', fixture: 'gmail-compose.html' },
} as const satisfies Record<string, PageSelector>;
