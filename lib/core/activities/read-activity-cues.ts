import { allMatches } from '../nlu/all-matches';
import type { ActivityTag } from './activity-catalogue';

/** What the request asks for, and what it rules out ("indoors" rules out a hike). */
export interface ActivityCues {
  wanted: ReadonlySet<ActivityTag>;
  avoided: ReadonlySet<ActivityTag>;
}

/**
 * Words that ask for a tag. "free" alone is not cheap ("when I'm free"), only in phrases about
 * money. Rain asks for indoors, and rules out outdoors below.
 */
const WANTS: readonly [ActivityTag, RegExp][] = [
  ['outdoors', /\b(?:outdoors?|outside|open[- ]air|fresh\s+air|nature|sunshine|sunny|nice\s+weather)\b/i],
  ['indoors', /\b(?:indoors?|inside|rain(?:y|ing)?|wet|stormy|cold\s+day|under\s+a\s+roof)\b/i],
  ['active', /\b(?:active|sporty|sports?|exercise|energetic|workout|move\s+around|get\s+moving|adventurous)\b/i],
  ['relaxing', /\b(?:relax(?:ing|ed)?|chill(?:ed)?|low[- ]key|lazy|calm|quiet|unwind|easy[- ]going|cosy|cozy|laid[- ]back)\b/i],
  ['kids', /\b(?:kids?|children|child|family|families|toddlers?|little\s+ones|son|daughter|nephews?|nieces?)\b/i],
  [
    'romantic',
    /\b(?:date(?:\s+night)?|romantic|romance|anniversary|partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?|spouse|just\s+the\s+two\s+of\s+us)\b/i,
  ],
  [
    'cheap',
    /\b(?:cheap|budget|inexpensive|low[- ]cost|affordable|for\s+free|free\s+(?:things|stuff|activities|ideas|events|entry)|something\s+free|costs?\s+nothing|no\s+money|not\s+(?:too\s+)?(?:expensive|pricey))\b/i,
  ],
  ['food', /\b(?:food|foodie|eat|eating|restaurants?|brunch|lunch|dinner|hungry|tasty)\b/i],
  ['culture', /\b(?:culture|cultural|museums?|art|arts|galleries|gallery|history|exhibitions?)\b/i],
  ['social', /\b(?:friends|group|gang|crew|team|party)\b/i],
];

/** Tags a wanted tag rules out: indoors and outdoors exclude each other; kids exclude grown-up places. */
const RULES_OUT: Partial<Record<ActivityTag, readonly ActivityTag[]>> = {
  indoors: ['outdoors'],
  outdoors: ['indoors'],
  kids: ['adults'],
};

/**
 * "not too active", "nothing outdoors", "no food": the tag named after a negation is avoided, not
 * wanted. Only for tags that describe the activity itself: "no kids" or "not a date" leaves
 * kid-friendly and romantic places perfectly good.
 */
const AVOIDABLE: ReadonlySet<ActivityTag> = new Set(['outdoors', 'indoors', 'active', 'food', 'culture']);
const NEGATED =
  /\b(?:not|no|nothing|without|avoid|don'?t\s+want|skip)\s+(?:(?:too|very|so|an?|the|anything|something|really)\s+){0,2}/gi;

/** The cues in a request: outdoors/indoors, active/relaxing, kids, a date, cheap, food, culture, friends. */
export function readActivityCues(text: string): ActivityCues {
  const negatedSpans = allMatches(NEGATED, text).map((m) => m.index + m[0].length);
  const wanted = new Set<ActivityTag>();
  const avoided = new Set<ActivityTag>();
  for (const [tag, re] of WANTS) {
    const global = new RegExp(re.source, 'gi');
    for (const m of allMatches(global, text)) {
      if (!negatedSpans.includes(m.index)) wanted.add(tag);
      else if (AVOIDABLE.has(tag)) avoided.add(tag);
    }
  }
  for (const tag of wanted) for (const out of RULES_OUT[tag] ?? []) avoided.add(out);
  // Said both ways ("indoors if it rains, outdoors otherwise"): neither side is ruled out.
  for (const tag of wanted) avoided.delete(tag);
  return { wanted, avoided };
}

const CUE_WORDS: Readonly<Record<ActivityTag, string>> = {
  outdoors: 'outdoors',
  indoors: 'indoors',
  active: 'active',
  relaxing: 'relaxing',
  kids: 'kid-friendly',
  adults: 'grown-up',
  romantic: 'good for a date',
  cheap: 'free or cheap',
  food: 'with food',
  culture: 'cultural',
  social: 'good with friends',
};

/** "kid-friendly and indoors": the cues read back, so the person sees what was understood. */
export function describeCues(cues: ActivityCues): string | undefined {
  const words = [...cues.wanted].map((t) => CUE_WORDS[t]);
  if (words.length === 0) return undefined;
  return words.length === 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}
