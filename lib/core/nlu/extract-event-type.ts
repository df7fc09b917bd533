import type { EventType, VideoLink } from './parsed-request';

export interface EventKind {
  eventType?: EventType;
  placeType?: string;
  /** A virtual event's link: a Google Meet Kairos can add, or another medium the person brings. */
  videoLink?: VideoLink;
}

/** Said outright; beats everything else ("an in-person call"). */
const IN_PERSON_SAID = /\bin[-\s]person\b|\bface[-\s]to[-\s]face\b|\bf2f\b|\birl\b|\bon[-\s]?site\b|\bcome\s+over\b/i;
/** A medium named: beats the activity ("coffee chat on Zoom" is virtual). */
const VIRTUAL =
  /\b(?:zoom|google\s+meet|gmeet|(?:on|via|over)\s+(?:meet|teams|slack)|meet\s+link|teams\s+(?:call|meeting|link)|ms\s+teams|webex|skype|facetime|hangouts?|huddle|video(?:\s*(?:call|chat|conference))?|videocall|phone(?:\s+call)?|calls?(?!\s+off)|dial[-\s]?in|conference\s+call|virtual(?:ly)?|online|remote(?:ly)?|webinar|voice\s+chat)\b|视频|電話|电话|线上|線上/i;

/** Another medium named: Kairos must not add a Meet link to a Zoom call or a phone call. */
const OTHER_MEDIUM =
  /\b(?:zoom|teams|webex|skype|facetime|slack|huddle|phone|dial[-\s]?in|conference\s+call|voice\s+chat)\b|電話|电话/i;
/** A video call with no medium named, or Meet by name: Google Calendar's own link fits. */
const MEET =
  /\b(?:google\s+meet|gmeet|meet\s+link|(?:on|via|over)\s+meet|hangouts?|video(?:\s*(?:call|chat|conference))?|videocall|virtual(?:ly)?|online|remote(?:ly)?|webinar)\b|视频|线上|線上/i;

/** Activities that happen somewhere, each with the kind of place the place search should look for. */
const PLACE_KINDS: readonly [RegExp, string][] = [
  [/\b(?:coffee(?:\s+shop)?|caf[eé]s?|tea|latte|espresso|cuppa)\b|喝咖啡|咖啡/i, 'cafe'],
  [
    /\b(?:lunch|dinner|brunch|breakfast|a\s+bite|bite\s+to\s+eat|food|meal|restaurant|sushi|pizza|tacos|ramen|burgers?)\b|吃饭|吃飯|午饭|午飯|晚饭|晚飯/i,
    'restaurant',
  ],
  [/\b(?:drinks?|beers?|wine|cocktails?|happy\s+hour|pints?|bar|pub)\b|喝酒/i, 'bar'],
  [/\b(?:gym|work\s?outs?|lifting|exercise|run|running|jog(?:ging)?|spin\s+class|yoga|pilates|crossfit)\b|健身/i, 'gym'],
  [/\b(?:walk|hike|picnic|park)\b|散步|公园/i, 'park'],
  [/\b(?:movies?|film|cinema)\b|电影|電影/i, 'cinema'],
  [/\b(?:museum|gallery|exhibition)\b/i, 'museum'],
  [/\blibrary\b/i, 'library'],
];
/** Words in a place's name that say what it is ("Sightglass Coffee Roasters", "The Dead Rabbit Pub"). */
const NAME_HINTS: readonly [RegExp, string][] = [
  [/\b(?:coffee|caf[eé]|roasters?|espresso|tea\s*house)\b/i, 'cafe'],
  [/\b(?:restaurant|bistro|diner|grill|kitchen|trattoria|taqueria|brasserie|eatery|pizzeria|steakhouse)\b/i, 'restaurant'],
  [/\b(?:bar|pub|tavern|brewery|lounge|saloon|taproom)\b/i, 'bar'],
  [/\b(?:gym|fitness|crossfit|athletic)\b/i, 'gym'],
  [/\b(?:park|garden|gardens)\b/i, 'park'],
];
const IN_PERSON_ACTIVITY =
  /\b(?:visit|dentist|doctor|haircut|meet\s?up|party|office|lunch|dinner|brunch|breakfast|coffee|drinks?|walk|run|gym|hike)\b/i;

/**
 * Virtual or in person, and for in-person plans the kind of place to search. A named place counts as
 * in person; "call", "Zoom", "Teams", "video", "phone" are virtual.
 */
export function extractEventType(text: string, location: string | undefined): EventKind {
  const placeType = firstKind(text) ?? (location === undefined ? undefined : hint(location));
  if (IN_PERSON_SAID.test(text))
    return placeType === undefined ? { eventType: 'in_person' } : { eventType: 'in_person', placeType };
  if (VIRTUAL.test(text)) {
    const videoLink = videoLinkOf(text);
    return videoLink === undefined ? { eventType: 'virtual' } : { eventType: 'virtual', videoLink };
  }
  if (placeType !== undefined) return { eventType: 'in_person', placeType };
  if (location !== undefined || IN_PERSON_ACTIVITY.test(text)) return { eventType: 'in_person' };
  return {};
}

/** "other" wins over "meet": "a Zoom video call" already has its link. A bare "call" may be a phone call. */
function videoLinkOf(text: string): VideoLink | undefined {
  if (OTHER_MEDIUM.test(text)) return 'other';
  return MEET.test(text) ? 'meet' : undefined;
}

/** The activity named first decides: "lunch and then drinks" is a restaurant. */
function firstKind(text: string): string | undefined {
  let best: { index: number; kind: string } | undefined;
  for (const [re, kind] of PLACE_KINDS) {
    const m = re.exec(text);
    if (m !== null && (best === undefined || m.index < best.index)) best = { index: m.index, kind };
  }
  return best?.kind;
}

function hint(location: string): string | undefined {
  return NAME_HINTS.find(([re]) => re.test(location))?.[1];
}
