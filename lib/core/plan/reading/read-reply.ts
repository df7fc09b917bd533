/**
 * A reply to the cards the last turn left open: "yes", "go ahead", "sounds great, go for it" approve
 * them; "no", "don't", "never mind", "actually, keep it", "no is ok, I not need it anymore" reject
 * them. Only a message that is nothing but the reply counts, so "yes, and move lunch to 1", "no,
 * make it 4pm" and "no, the one next week" are read as requests like any other, and "thanks" alone
 * is neither.
 */
export type CardReply = 'approve' | 'reject';

/**
 * Phrases as written after normalising (lower case, apostrophes dropped: "don't" is "dont"), each a
 * regular expression source matched as whole words.
 */
const APPROVING = [
  'y(?:es+|ea+h?|eh|ep|up|a+h?|as+)',
  'ja',
  'si',
  'oui',
  'sure(?: thing)?',
  'of course',
  'absolutely',
  'definitely',
  'go ahead',
  'go',
  'affirmative',
  'uh huh',
  'mhm+',
  'okey dokey',
  '(?:sure )?why not',
  'grand',
  'spot on',
  'sounds like a plan',
  '(?:thats|that is|its|it is) (?:great|perfect|excellent|brilliant|lovely|spot on)',
  'go for it',
  'go on',
  'proceed',
  'please do(?: that| it| so)?',
  'do it',
  'do that',
  '(?:lets|let us) do (?:that one|this one|it|that|this)',
  '(?:lets|let us) go with (?:that one|this one|it|that|this)',
  '(?:lets|let us) go',
  'ill take (?:that one|this one|it|that)',
  'take it',
  '(?:book|send|schedule|add|save|create) (?:that one|this one|it|that|this)',
  'put it (?:in|on my calendar)',
  'ship it',
  'approved?(?: (?:it|that|them|all|both))?',
  'accept(?: it| that)?',
  'confirm(?:ed)?(?: it| that)?',
  'make it so',
  '(?:that |this |it |which )?(?:sounds|looks|seems) (?:good|great|fine|perfect|right|ok|okay|grand)',
  '(?:that |this |it )?works(?: for me)?',
  '(?:that|this|it) (?:will|would|should) work',
  'thatll work',
  'lgtm',
  '(?:thats|that is|yes|yeah) (?:right|correct)',
  'correct',
  'perfect',
  'great',
  'excellent',
  'awesome',
  'brilliant',
  'lovely',
  'splendid',
  'deal',
  'good to go',
];
/** Approval too, but weak: "ok" alone approves; "no, it's ok" and "ok, never mind" do not. */
const AGREEING = [
  'o+k+(?:ay|ey|ie|i)?',
  'kk?',
  'alright',
  'all right',
  'fine(?: by me| with me)?',
  'ok (?:by|with) me',
  '(?:thats|its|is|that is|it is) (?:ok|okay|fine|all right|alright|good)',
  'all good',
  'good',
  'cool',
  'nice',

  'no (?:problem|worries|prob)',
  '(?:that|this) one',
];
const REJECTING = [
  'no+',
  'nope',
  'na+h?',
  'nay',
  'nein',
  'no way',
  '(?:absolutely|definitely|certainly) not',
  'not at all',
  '(?:ill |i will )?pass',
  '(?:im|i am) good',
  'stop',
  'abort',
  '(?:lets |let us )?hold off(?: on (?:it|that|this))?',
  '(?:not|no longer) needed(?: anymore| any more)?',
  'non',
  '(?:dont|do not)(?: (?:do|book|cancel|delete|remove|move|send|change|schedule|add|make)(?: it| that| this| them| anything)?)?',
  '(?:dont|do not) (?:bother|worry(?: about it)?)',
  'never ?mind(?: that| then)?',
  'nvm',
  'forget (?:it|that|this|about it)',
  'forget',
  'cancel(?: (?:that|this))?',
  'sc(?:rap|ratch) (?:that|it|this)',
  '(?:drop|skip|ignore|discard|dismiss) (?:it|that|this)',
  'reject(?: (?:it|that|them|all|both))?',
  'decline(?: it| that)?',
  '(?:keep|leave) (?:it|that|this|them)(?: (?:be|as (?:it )?is|where it is|alone|there))?',
  'keep',
  'let it be',
  '(?:lets|let us) not',
  '(?:id |i would )?rather not',
  'better not',
  'maybe not',
  'not (?:now|today|yet|anymore|any more|needed|necessary|for now)',
  'no longer needed',
  'no need',
  '(?:i |we )?(?:dont |do not |not |no longer )need (?:it|that|this|one)(?: anymore| any more)?',
  '(?:i )?(?:changed|change) my mind',
  'change of plans?',
  'none(?: of (?:those|them|these|that))?(?: (?:work|works|suit|fit))?',
  'neither(?: (?:works|work|of them|of those))?',
  'i(?:ll| will| can)? (?:do|book|handle|sort|schedule|arrange|organi[sz]e|set up) (?:it|that|this)(?: out)? myself',
  'ill do it myself',
];
/** Words that may come with a reply without changing it: politeness, hesitation, second thoughts. */
const AROUND = [
  'please',
  'pls',
  'plz',
  'thanks?(?: (?:a lot|so much|you|u))?',
  'thank (?:you|u)(?: (?:so much|very much))?',
  'thx',
  'ty',
  'ta',
  'cheers',
  'mate',
  'kairos',
  'for now',
  'right',
  'much appreciated',
  'then',
  'actually',
  'h+m+',
  'u+m+',
  'u+h+',
  'e+r+m*',
  'well',
  'o+h+',
  'a+h+',
  'wait',
  'hold on',
  'oops',
  'sorry',
  'hey',
  'so',
  'just',
  'really',
  'i think',
  'i guess',
  'on (?:second|2nd) thoughts?',
  'on reflection',
  'in fact',
  'after all',
  'and',
];

const PHRASES: readonly { re: RegExp; kind: 'approve' | 'agree' | 'reject' | 'around' }[] = [
  ...APPROVING.map((p) => ({ p, kind: 'approve' as const })),
  ...AGREEING.map((p) => ({ p, kind: 'agree' as const })),
  ...REJECTING.map((p) => ({ p, kind: 'reject' as const })),
  ...AROUND.map((p) => ({ p, kind: 'around' as const })),
].map(({ p, kind }) => ({ re: new RegExp(`(?:${p})(?= |$)`, 'y'), kind }));

export function readCardReply(text: string): CardReply | undefined {
  const said = text
    // A thumbs up is a yes, a thumbs down or a cross a no.
    .replace(/👍|👌|✅/gu, ' yes ')
    .replace(/👎|❌/gu, ' no ')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const found = new Set<string>();
  let at = 0;
  while (at < said.length) {
    // The longest phrase starting here, so "no problem" is taken whole rather than as "no" leaving "problem".
    let best: { length: number; kind: string } | undefined;
    for (const { re, kind } of PHRASES) {
      re.lastIndex = at;
      const length = re.exec(said)?.[0].length ?? 0;
      if (length > (best?.length ?? 0)) best = { length, kind };
    }
    // A word that is no part of a reply: the message asks for something else.
    if (best === undefined) return undefined;
    found.add(best.kind);
    at += best.length + 1;
  }
  const rejects = found.has('reject');
  if (rejects && found.has('approve')) return undefined;
  if (rejects) return 'reject';
  return found.has('approve') || found.has('agree') ? 'approve' : undefined;
}
