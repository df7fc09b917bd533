/** Assistants people address out of habit, and speech-to-text's hearing of them. */
const ASSISTANT = String.raw`kairos|cairo|kyros|olly|ollie|alexa|siri|cortana|google|assistant|computer|bixby|jarvis`;
/** What a request goes on with after the assistant's name: a verb, a question word or a courtesy. */
const REQUEST_START = String.raw`set|add|put|schedule|book|make|create|remind|cancel|delete|remove|clear|move|reschedule|push|change|find|show|tell|check|what|what's|whats|when|who|where|which|how|do|does|is|am|are|can|could|would|will|please|pls|i|i'm|i'd|my|give|list|read|get|block|let's|lets|open|any|have`;

/**
 * "hey kairos", "olly", "ok google,", "alexa please…": the words that wake an assistant, at the start
 * of a request (speech-to-text keeps them). Said bare, a name is only a wake word when a comma or a
 * request follows it, so "Alexa and I need lunch" keeps its guest.
 */
const WAKE_WORD = new RegExp(
  String.raw`^\s*(?:(?:(?:hey|hi|hello|ok|okay|yo)[\s,]+(?:${ASSISTANT})\b[\s,.!:]*)|(?:(?:${ASSISTANT})(?:\s*[,.!:]\s*|\s+(?=(?:${REQUEST_START})\b))))`,
  'i',
);

/** The request with its wake word blanked (same length), or as it was. */
export function blankWakeWord(text: string): string {
  const m = WAKE_WORD.exec(text);
  return m === null ? text : ' '.repeat(m[0].length) + text.slice(m[0].length);
}
