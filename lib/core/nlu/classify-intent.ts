import type { Intent } from './parsed-request';

export interface Classification {
  intent: Intent;
  confidence: number;
}

interface Rule {
  intent: Intent;
  re: RegExp;
  confidence: number;
}

// Order matters: the first rule that matches wins, most specific first.
const RULES: Rule[] = [
  { intent: 'help', re: /^\s*(help|\?|what can you do|how does (this|kairos) work)\b/i, confidence: 0.95 },
  { intent: 'show_more', re: /\b(show( me)? more|more (times|options|slots)|other (times|options))\b/i, confidence: 0.9 },
  {
    intent: 'navigate_booking',
    re: /\b(book (a table|it|there|that place)|make a reservation|reserve a table)\b/i,
    confidence: 0.85,
  },
  {
    intent: 'suggest_activities',
    re: /\b(something (fun|to do)|what (should|could) we do|any ideas|suggest (something|an activity|activities))\b/i,
    confidence: 0.85,
  },
  {
    intent: 'bulk',
    re: /\b(all|every|each) (of )?my\b.*\b(meetings|events|classes|calls)\b|\bclear (my )?(whole )?(day|morning|afternoon|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
    confidence: 0.8,
  },
  { intent: 'delete_event', re: /\b(cancel|delete|remove|drop|call off)\b/i, confidence: 0.85 },
  {
    intent: 'update_event',
    re: /\b(move|reschedule|push( back)?|postpone|shift|bring forward|rename|change|update|any (earlier|later) times?)\b/i,
    confidence: 0.85,
  },
  {
    intent: 'query_events',
    re: /\b(what'?s|what is|what do i have|do i have|am i (free|busy)|show( me)? my|list( my)?|agenda|what('s| is) (on|next)|anything (on|scheduled)|when is my)\b/i,
    confidence: 0.85,
  },
  {
    intent: 'create_event',
    re: /\b(schedule|book|set up|setup|arrange|add|create|put|plan|organi[sz]e|meet|meeting|lunch|coffee|dinner|breakfast|brunch|drinks|call|sync|catch up|catch-up|1[:-]1|interview|appointment|standup|stand-up|session|review|demo|workout|gym|run)\b/i,
    confidence: 0.8,
  },
];

/** The built-in (no model) intent rules; a low confidence tells the pipeline to ask or to try a model. */
export function classifyIntent(text: string, hasTime: boolean, hasAttendees: boolean): Classification {
  const rule = RULES.find((r) => r.re.test(text));
  if (rule !== undefined) return { intent: rule.intent, confidence: rule.confidence };
  // "sam@acme.com tomorrow 3pm": people and a time with no verb still mean a new event.
  if (hasTime && hasAttendees) return { intent: 'create_event', confidence: 0.6 };
  if (hasTime) return { intent: 'create_event', confidence: 0.4 };
  return { intent: 'help', confidence: 0.2 };
}
