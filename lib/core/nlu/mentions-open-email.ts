/**
 * "schedule what this email asks", "book the meeting in this thread", "reply to that message with
 * times": the request is about the email open beside the panel, which Kairos reads only when asked.
 * A determiner is required, so "email Sam about lunch" or "an email from HR" does not read the page.
 */
const OPEN_EMAIL =
  /\b(?:this|that|the|current|open|above)\s+(?:e-?mail|message|mail|thread|invite|invitation)\b|\b(?:e-?mail|message|thread)\s+(?:above|below|i(?:'m|\s+am)\s+(?:reading|looking\s+at)|open)\b/i;

/** Whether the request asks Kairos to act on the email the person has open. */
export function mentionsOpenEmail(request: string): boolean {
  return OPEN_EMAIL.test(request);
}
