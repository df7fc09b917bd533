/** The words of a question that name its events, once the asking around them is set aside. */
export interface QuestionObject {
  /** "last pipeline review", "thanksgiving dinner", "meetings with Kenji until now". */
  words: string;
  /** The verb was meeting someone ("met Kenji", "seeing Rachel"): the words after it are people. */
  met: boolean;
}

const AUXILIARY = String.raw`(?:(?:do|does|did|will|would|am|is|are|was|were|have|has|had|should|shall|must|can|could)\s+)?`;
const SUBJECT = String.raw`(?:i|we)\s+`;
/** "last", "next" stay: they say which of the events is meant. */
const ADVERBS = String.raw`((?:(?:last|next|first|ever|usually|normally|actually|still|also|even|again|really|typically|generally)\s+)*)`;
const NEED = String.raw`(?:(?:need|needs|have|has|got|want|ought|am\s+supposed|are\s+supposed|supposed|going|gonna|plan(?:ning)?|meant)\s+(?:to\s+)?)?`;
const DOING = String.raw`(?:be|being|been|get|arrive|show\s+up|leave|head|go|goes|going|went|gone|come|coming|came|attend(?:s|ed|ing)?|visit(?:s|ed|ing)?|do|does|did|done|doing|have|has|had|having|take|took|taking|spend|spent|spending|book(?:ed)?|schedule[ds]?|hit)\s+`;
const MEETING = String.raw`(?:meet(?:s|ing)?|met|see(?:s|ing|n)?|saw|talk(?:s|ed|ing)?\s+(?:to|with)|speak(?:s|ing)?\s+(?:to|with)|spoke\s+(?:to|with)|call(?:ed|ing)?|catch(?:ing)?\s+up\s+with|caught\s+up\s+with)\s+(?:with\s+)?`;
const PLACE = String.raw`(?:(?:at|to|for|in|into|on|off\s+to)\s+)?`;

const ASKING = new RegExp(String.raw`^${AUXILIARY}${SUBJECT}${ADVERBS}${NEED}(?:(${MEETING})|${DOING}${PLACE}|${PLACE})?`, 'i');
/** "the last time I went to yoga": "last" is which one; "time" is no event. */
const TIME_OF = /^(?:the\s+)?(last|first|next|previous|latest)\s+time\s+(?:that\s+|when\s+)?/i;

/**
 * "did I last go to pottery" is "last pottery"; "I need to be at thanksgiving dinner" is
 * "thanksgiving dinner"; "I met Kenji until now" is meetings with Kenji. Words with no one asking
 * ("the design review") come back as they are.
 */
export function readQuestionObject(said: string): QuestionObject {
  const time = TIME_OF.exec(said.trim());
  const object = time === null ? said : said.trim().slice(time[0].length);
  const m = ASKING.exec(object.trim());
  if (m === null) return { words: `${time?.[1] ?? ''} ${object.trim()}`.trim(), met: false };
  const position = `${time?.[1] ?? ''} ${m[1] ?? ''}`.replace(
    /\b(?:ever|usually|normally|actually|still|also|even|again|really|typically|generally)\b/gi,
    '',
  );
  const rest = object.trim().slice(m[0].length);
  return { words: `${position} ${rest}`.replace(/\s+/g, ' ').trim(), met: m[2] !== undefined };
}
