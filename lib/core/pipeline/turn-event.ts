import { z } from 'zod';
import { attendeeSchema } from '../domain/calendar-event';
import { actionSourceSchema, reviewSchema } from '../approvals/pending-action';
import { errorPayloadSchema } from '../errors';
import { answerSchema } from '../plan/answer';
import { proposalPlacesSchema } from '../places/place-choice';
import { agendaItemSchema } from './agenda-item';

const slotSchema = z.object({ start: z.number().int(), end: z.number().int() });

export const conflictSchema = z.object({
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
});

/** A new event Kairos suggests: the pending action's token approves exactly this. */
export const proposalSchema = z.object({
  token: z.string(),
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  timeZone: z.string(),
  attendees: z.array(attendeeSchema),
  location: z.string().optional(),
  /** For an in-person plan with a places provider: the venue chosen (its `location` is the event's) and three others. */
  places: proposalPlacesSchema.optional(),
  /** Why this time, in a sentence. */
  reason: z.string(),
  conflicts: z.array(conflictSchema),
  alternatives: z.array(slotSchema).max(3),
  /** The request's constraints as Kairos understood them, to be read back. */
  understood: z.array(z.string()).optional(),
  /** The token of the suggestion this one replaced ("any earlier times?"): its card is closed. */
  replaces: z.string().optional(),
  /** The repeat rule in words ("every week on Tuesday"). */
  repeats: z.string().optional(),
  /** 'update': a change to an event already in the calendar ("move my 3pm to 4pm"); absent: a new event. */
  change: z.enum(['create', 'update']).optional(),
  /** For an update: where the event is now, so the card can show "from → to". */
  previous: slotSchema.optional(),
  /** Lines the person should read before approving: who gets emailed, whose calendar could not be seen. */
  notices: z.array(z.string()).optional(),
  /** The event will get a Google Meet link. */
  videoCall: z.boolean().optional(),
  /** The diff, who is told, and the checks (own clashes, busy guests, VIPs, hours, days off). */
  review: reviewSchema.optional(),
  /** Where the request came from when it was not the person's own words (an email, a page's text). */
  source: actionSourceSchema.optional(),
  /** Written at once under the auto-approve option: the card shows the result with Undo. */
  autoApproved: z.object({ auditId: z.string(), description: z.string() }).optional(),
  expiresAt: z.number().int(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** One step of a Plan as a card lists it. */
export const planStepSchema = z.object({
  label: z.string(),
  status: z.enum(['pending', 'done', 'waiting', 'skipped', 'failed']),
  note: z.string().optional(),
  /** The card's changes (indices into its review items) this step makes, so Edit can untick the step. */
  items: z.array(z.number().int().min(0)).max(100).optional(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

/**
 * A change that waits for the person (a cancel, a bulk change, or any suggestion listed again when
 * the side panel opens): the pending action's review is everything the card shows.
 */
export const approvalRequestSchema = z.object({
  token: z.string(),
  kind: z.enum(['create', 'update', 'delete', 'bulk']),
  description: z.string(),
  source: actionSourceSchema,
  review: reviewSchema,
  /** Lines the person should read before approving: who gets emailed, what was left out. */
  notices: z.array(z.string()).optional(),
  /** For a Plan of several steps: each step and where it stands (done, waiting for you, failed). */
  steps: z.array(planStepSchema).max(30).optional(),
  expiresAt: z.number().int(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export { agendaItemSchema, type AgendaItem } from './agenda-item';

/** One idea for "let's do something fun on Saturday": a free time that suits it, and how to plan it. */
export const activityIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** The kind of place it needs (park, bowling alley, restaurant), for a place search. */
  placeType: z.string().optional(),
  /** What the side panel sends as the next turn when the person picks this idea. */
  request: z.string().min(1),
});
export type ActivityIdea = z.infer<typeof activityIdeaSchema>;

/** A place's booking or website link, opened in a new tab only when the person confirms. */
export const bookingLinkSchema = z.object({
  /** http(s), or mailto: for a note drafted for the person to send (NotifyAttendees on the local calendar). */
  url: z.url({ protocol: /^(?:https?|mailto)$/ }),
  /** The button's words: "Open Blue Bottle on Google Maps". */
  label: z.string(),
  /** Why this link: "No booking link is known for Blue Bottle; its Google Maps page has the options." */
  description: z.string(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

export const stageNameSchema = z.enum(['classify', 'route', 'template', 'business_logic', 'select']);

/** Everything a turn streams to the side panel, in order: ack first, done last. */
export const turnEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ack'), text: z.string() }),
  z.object({ type: z.literal('stage'), stage: stageNameSchema, label: z.string() }),
  z.object({
    type: z.literal('text'),
    text: z.string(),
    agenda: z.array(agendaItemSchema).optional(),
    timeZone: z.string().optional(),
    /** The text asks who this name is ("What is Zoe's email address?"): the answer completes the request. */
    asksWho: z.string().optional(),
  }),
  /** A piece of the assistant's message as the model writes it; the proposal that follows carries it whole. */
  z.object({ type: z.literal('stream'), text: z.string() }),
  z.object({ type: z.literal('proposal'), proposal: proposalSchema }),
  z.object({
    type: z.literal('activities'),
    text: z.string(),
    timeZone: z.string(),
    ideas: z.array(activityIdeaSchema).min(1).max(4),
  }),
  z.object({ type: z.literal('link'), link: bookingLinkSchema }),
  /** Free times to offer in an email: shown for approval, then inserted into the compose box. */
  z.object({ type: z.literal('availability'), timeZone: z.string(), slots: z.array(slotSchema).min(1).max(5) }),
  /** The person pressed Cancel: nothing more comes but `done`. */
  z.object({ type: z.literal('cancelled') }),
  z.object({ type: z.literal('approval'), approval: approvalRequestSchema }),
  /** A read-only answer about the calendar (a Plan's AnswerQuestion step): its words, then its lists. */
  z.object({ type: z.literal('answer'), answer: answerSchema }),
  /**
   * "yes" / "go ahead" / "no, never mind" and nothing else, while suggestions wait: approve or reject
   * them as their buttons would. `tokens` are every suggestion still waiting; the side panel acts on
   * the cards of its last turn that had any, the CLI on all of its conversation's.
   */
  z.object({ type: z.literal('reply'), reply: z.enum(['approve', 'reject']), tokens: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('error'), error: errorPayloadSchema }),
  z.object({ type: z.literal('done') }),
]);
export type TurnEvent = z.infer<typeof turnEventSchema>;
