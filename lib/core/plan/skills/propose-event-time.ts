import { z } from 'zod';
import { KairosError } from '../../errors';
import { parsedPartSchema, type ParsedPart } from '../../nlu/parsed-request';
import { handleCreateEvent } from '../../pipeline/handle-create-event';
import { templateToRequest } from '../../pipeline/template-to-request';
import { eventTemplateSchema } from '../../pipeline/tools/generate-event-template';
import { resolveNamedAttendees } from '../resolve-named-attendees';
import { defineSkill } from '../skill';

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
      label: z.string().max(120).optional(),
    })
    .refine((p) => (p.request === undefined) !== (p.template === undefined), 'give the event as `template`'),
  async run(params, ctx) {
    const named = await resolveNamedAttendees(proposedRequest(params, undefined, ctx.timeZone), () => ctx.directory());
    if (named.kind === 'ask') return { kind: 'stop', text: named.text };
    const request = named.request;
    let proposed: { token: string; title: string; start: number; end: number } | undefined;
    await handleCreateEvent(request, {
      ...ctx,
      emit: (event) => {
        if (event.type === 'proposal') proposed = event.proposal;
        ctx.emit(event);
      },
    });
    if (proposed === undefined) return { kind: 'done', result: {} };
    const { token, title, start, end } = proposed;
    return { kind: 'done', result: { token, title, start, end } };
  },
});

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
