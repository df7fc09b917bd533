import { z } from 'zod';
import { KairosError } from '../../errors';
import { parsedPartSchema, type ParsedPart } from '../../nlu/parsed-request';
import { handleCreateEvent } from '../../pipeline/handle-create-event';
import { templateToRequest } from '../../pipeline/template-to-request';
import { eventTemplateSchema } from '../../pipeline/tools/generate-event-template';
import { refOr, resolved } from '../plan-values';
import { proposalResult } from '../proposal-result';
import { resolveNamedAttendees } from '../resolve-named-attendees';
import { defineSkill } from '../skill';

/** Where an event of an earlier step is, or ends up: a found occurrence, a moved slot, a proposal. */
const placedSchema = z.object({ start: z.number().int().optional(), end: z.number().int().optional() });

/** A new event read by a model, with nothing the built-in reader adds (place type, video link). */
const NEW_EVENT: ParsedPart = { intent: 'create_event', confidence: 0.9, entities: {}, constraints: [] };

/**
 * One new event through the five-stage path (template → candidate slots → select), unchanged:
 * its proposal card, with alternatives, is the person's approval for it. The built-in reader gives
 * its own reading (`request`); a model gives generateEventTemplate's wall-clock `template`, so it
 * never writes the internal ParsedPart. One or the other, checked here so a repair names the field.
 */
export const proposeEventTime = defineSkill({
  taskType: 'ProposeEventTime',
  describe: 'Propose the best time (and alternatives) for one new event; its card is the approval.',
  effect: 'suggest',
  params: z
    .object({
      request: parsedPartSchema.optional().meta({ modelHidden: true }),
      template: eventTemplateSchema.optional(),
      /**
       * "…and book 15 min with Dana right after": the new event starts as these end (after), ends as
       * they start (before) or starts when they did ("…instead, at the same time") — an earlier step's
       * events, its moved slots or its proposal, known only once that step has run.
       */
      nextTo: z
        .object({
          side: z.enum(['after', 'before', 'at']),
          events: refOr(z.union([placedSchema, z.array(placedSchema)])),
        })
        .optional()
        .meta({ modelHidden: true }),
      label: z.string().max(120).optional(),
    })
    .refine((p) => (p.request === undefined) !== (p.template === undefined), 'give the event as `template`'),
  async run(params, ctx) {
    const asked = proposedRequest(params, undefined, ctx.timeZone);
    const placed =
      params.nextTo === undefined ? asked : nextToRequest(asked, params.nextTo, ctx.preferences.defaultDurationMinutes);
    if (placed === undefined) {
      return { kind: 'stop', text: 'I could not tell when the event it should be next to is, so I did not add this one.' };
    }
    const named = await resolveNamedAttendees(placed, () => ctx.directory(), ctx.text);
    if (named.kind === 'ask') {
      // The name the question is about, so "zoe@acme.com" or "the Brightline one" can answer it.
      const asksWho = (placed.entities.attendees ?? []).find(
        (a) => a.email === undefined && a.name !== undefined && named.text.toLowerCase().includes(a.name.toLowerCase()),
      )?.name;
      return { kind: 'stop', text: named.text, ...(asksWho === undefined ? {} : { asksWho }) };
    }
    // "hanah" read as Hannah Becker: the title spells the name right, and the card says whom it took
    // the name for, so a wrong guess is seen before approving.
    const assumed = named.assumed ?? [];
    const request = assumed.reduce((r, a) => withNameSpelled(r, a.said, a.person), named.request);
    const notes = assumed.map((a) => `I took "${a.said}" to be ${a.person}.`);
    return { kind: 'done', result: await proposalResult(ctx, (c) => handleCreateEvent(request, c, { notes })) };
  },
});

/** The request at the time next to the earlier step's events; undefined when that step placed nothing. */
function nextToRequest(
  request: ParsedPart,
  nextTo: { side: 'after' | 'before' | 'at'; events: string | z.infer<typeof placedSchema> | z.infer<typeof placedSchema>[] },
  defaultMinutes: number,
): ParsedPart | undefined {
  const placed = resolved(nextTo.events, 'nextTo.events');
  const slots = (Array.isArray(placed) ? placed : [placed]).flatMap((p) =>
    p.start === undefined || p.end === undefined ? [] : [{ start: p.start, end: p.end }],
  );
  if (slots.length === 0) return undefined;
  const minutes = request.entities.durationMinutes ?? defaultMinutes;
  const start =
    nextTo.side === 'after'
      ? Math.max(...slots.map((s) => s.end))
      : Math.min(...slots.map((s) => s.start)) - (nextTo.side === 'before' ? minutes * 60_000 : 0);
  return { ...request, when: { start, grain: 'minute' } };
}

/** The event a step asks for, as the five-stage path reads it; a template is read over `base` when given. */
export function proposedRequest(
  params: { request?: ParsedPart | undefined; template?: z.infer<typeof eventTemplateSchema> | undefined },
  base: ParsedPart | undefined,
  zone: string,
): ParsedPart {
  if (params.request !== undefined) return params.request;
  if (params.template !== undefined) return templateToRequest(params.template, base ?? NEW_EVENT, zone);
  throw new KairosError('internal', 'A ProposeEventTime step needs the event as a template or a request.');
}

/** The title with a misspelled name as the person's own first name ("Meeting with Hanah" → "…with Hannah"). */
function withNameSpelled(request: ParsedPart, said: string, person: string): ParsedPart {
  const title = request.entities.title;
  const first = person.split(/\s+/)[0];
  if (title === undefined || first === undefined || first.includes('@')) return request;
  const at = new RegExp(`\\b${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return { ...request, entities: { ...request.entities, title: title.replace(at, first) } };
}
