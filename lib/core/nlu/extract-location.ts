import { isCityAfterClock } from './city-after-clock';
import { allMatches } from './all-matches';
import { blank } from './mask-text';

export interface LocationMatch {
  location?: string;
  rest: string;
}

const ADDRESS =
  /\b(?:(?:at|@)\s+)?\d{1,5}\s+(?:[A-Z0-9][\p{L}\d'.-]*\s+){0,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Ln|Dr|Drive|Way|Pl|Place|Sq|Square|Ct|Court|Pkwy|Parkway|Hwy|Highway|Broadway|Terrace|Ter)\b\.?(?:,?\s+(?:Suite|Ste|Apt|Unit|Floor|Fl)\.?\s*[\w-]+)?/gu;
const CAPITALISED = String.raw`[A-Z][\p{L}'&.-]*(?:\s+(?:(?:of|de|la|le|du|del|der|the|on|&)\s+)?[A-Z0-9][\p{L}\d'&.-]*){0,4}`;
const PLACE_NOUN = String.raw`(?:office|room|conference\s+room|meeting\s+room|boardroom|lobby|kitchen|cafeteria|canteen|library|lounge|hall|building|park|gym|cafe|café|coffee\s+shop|restaurant|bar|pub|usual\s+(?:place|spot)|front\s+desk|reception)`;
const PLACE = new RegExp(
  String.raw`(?:\b[Aa]t|@|\b[Ii]n)\s+(?:(${CAPITALISED})|(?:the|my|our|your|his|her|their)\s+(${PLACE_NOUN}|${CAPITALISED})|(home|my\s+place|your\s+place|his\s+place|her\s+place|their\s+place|our\s+place|work))(?![\p{L}\d])`,
  'gu',
);
/** "@ nopa": a lone "@" (not inside an email address) then up to four words. */
const AT_SIGN = /(?<![\w.])@\s+([\p{L}][\p{L}\d'&.-]*(?:\s+[\p{L}\d][\p{L}\d'&.-]*){0,3})/gu;
/**
 * "She's in London", "Sam is at Google": where a person is, not where the meeting is; "loop in
 * Nora", "bring in Felix", "fill in Dana": the "in" of a verb, whose object is a person.
 */
const SOMEONE_IS =
  /(?:'s|'re|'m|\b(?:is|are|am|was|were|based|lives?|living|located|staying|stationed|be)|\b(?:loop(?:ing|ed)?|bring(?:ing)?|brought|fill(?:ing|ed)?|call(?:ing|ed)?|let(?:ting)?|sit(?:ting)?|dial(?:ling|ed)?|pull(?:ing|ed)?|rope(?:d)?|cc(?:'d)?))\s+$/i;
/** Capitalised words after "at"/"in" that are times, days, tools or zones, never places. */
const NOT_PLACES =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun|Today|Tomorrow|Tonight|Noon|Midnight|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Zoom|Meet|Teams|Skype|Webex|FaceTime|Hangouts|Slack|Google\s+Meet|Q[1-4]|[A-Z]{1,3}T|UTC|GMT|I)\b/;

/**
 * A place the person named: "at Blue Bottle", "at 123 Main St", "in Room 4B", "at the office".
 * "at 3pm", "at noon", "in March" and "on Zoom" are times and tools, not places; "near Soho" is an
 * area to search around, read before this (read-place-area.ts).
 */
export function extractLocation(text: string): LocationMatch {
  const address = ADDRESS.exec(text);
  ADDRESS.lastIndex = 0;
  if (address !== null) {
    const place = address[0].replace(/^(?:at|@)\s+/i, '').trim();
    return { location: place, rest: blank(text, address.index, address[0].length) };
  }
  for (const m of allMatches(PLACE, text)) {
    const raw = m[1] ?? m[2] ?? m[3];
    if (raw === undefined || SOMEONE_IS.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    // "5pm in London": a city right after a clock says whose clock it is; the time reader reads it.
    if (isCityAfterClock(text, m.index)) continue;
    const place = trimPlace(raw);
    if (place === '' || NOT_PLACES.test(place)) continue;
    // Blank through the place only: "at Blue Bottle on Thursday" keeps "on Thursday" for the time.
    const end = m[0].lastIndexOf(place) + place.length;
    return { location: place, rest: blank(text, m.index, end) };
  }
  // "lunch @ nopa": after a free-standing "@" people type places in any case.
  for (const m of allMatches(AT_SIGN, text)) {
    const place = trimPlace(
      (m[1] ?? '').split(/\s+(?=(?:on|at|for|with|next|this|tomorrow|today|tonight|by|before|after|from)\b)/i)[0] ?? '',
    );
    if (place === '' || NOT_PLACES.test(place) || /^\d/.test(place)) continue;
    const end = m[0].indexOf(place) + place.length;
    return { location: place, rest: blank(text, m.index, end) };
  }
  return { rest: text };
}

/** "Blue Bottle Tomorrow" → "Blue Bottle": a day or time glued on by capitalisation is not the place. */
function trimPlace(raw: string): string {
  const words = raw.trim().split(/\s+/);
  const cut = words.findIndex((w, i) => i > 0 && NOT_PLACES.test(w));
  const kept = cut < 0 ? words : words.slice(0, cut);
  while (kept.length > 1 && /^(?:of|de|la|le|du|del|der|the|on|&)$/.test(kept.at(-1) ?? '')) kept.pop();
  return kept.join(' ').replace(/[.,]+$/, '');
}
