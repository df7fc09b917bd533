import type { LastProposal } from '../../ports/conversation-memory';
import type { ParsedPart } from '../nlu/parsed-request';
import { MINUTE_MS } from '../time/zoned';
import { handleCreateEvent } from './handle-create-event';
import { liveProposal } from './handle-follow-up';
import { calendarKindOf, eventKindOf } from './event-kind-of';
import { guestLocations, originFor, searchPlacesFor } from './place-stage';
import type { TurnContext } from './turn-context';

/** "somewhere closer to Sam" (a guest, or "me"), "somewhere else". */
export type PlaceChange = { kind: 'closer'; to: string } | { kind: 'other_place' } | { kind: 'cheaper' } | { kind: 'quieter' };

/**
 * Another place for the last proposal at the same time: nearer someone, or none of those already
 * shown. The time stays; the new card replaces the old one. When Kairos cannot tell where the person
 * named is, it says so and the current proposal stands.
 */
export async function handlePlaceFollowUp(change: PlaceChange, ctx: TurnContext): Promise<void> {
  const last = await liveProposal(ctx);
  if (last === undefined) {
    ctx.emit({
      type: 'text',
      text: 'I have no recent suggestion to change. Tell me what to plan, e.g. "coffee with sam@acme.com next week".',
    });
    return;
  }
  if (last.places === undefined) {
    ctx.emit({
      type: 'text',
      text:
        ctx.places === undefined
          ? 'Choose a places provider in Options → Places and I can suggest places for coffee, meals and drinks.'
          : 'The last suggestion has no places to change. Ask for coffee, a meal or drinks with someone and I will suggest places.',
    });
    return;
  }
  const request = atSameTime(last);
  const shown = [last.places.chosen, ...last.places.alternatives].map((p) => p.id);
  if (change.kind === 'quieter') {
    ctx.emit({ type: 'text', text: QUIETER });
    return;
  }
  if (change.kind === 'cheaper') {
    const prices = [last.places.chosen, ...last.places.alternatives].flatMap((p) =>
      p.priceLevel === undefined ? [] : [p.priceLevel],
    );
    const below = last.places.chosen.priceLevel ?? Math.min(...prices);
    if (prices.length === 0 || below <= 1) {
      ctx.emit({ type: 'text', text: prices.length === 0 ? NO_PRICES : NOTHING_CHEAPER });
      return;
    }
    ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Looking for cheaper places' });
    // None cheaper nearby: the card stands as it is, rather than being replaced by one with times only.
    const found = await searchPlacesFor(request, calendarKindOf(eventKindOf(request)), ctx, { cheaperThan: below });
    if (found?.kind !== 'search') {
      ctx.emit({ type: 'text', text: NOTHING_CHEAPER });
      return;
    }
    await handleCreateEvent(request, ctx, { revise: last.token, places: { cheaperThan: below } });
    return;
  }
  if (change.kind === 'other_place') {
    ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Looking for other places' });
    const found = await searchPlacesFor(request, calendarKindOf(eventKindOf(request)), ctx, { exclude: shown });
    if (found?.kind !== 'search') {
      // Nothing new nearby: the next place the card already offered, as if picked there; with none, the
      // card and its place stand, rather than being replaced by one with no place at all.
      const next = last.places.alternatives[0];
      if (next !== undefined) await handleCreateEvent(request, ctx, { revise: last.token, places: { choose: next.id } });
      else ctx.emit({ type: 'text', text: noOtherPlaces(last.places.chosen.name) });
      return;
    }
    await handleCreateEvent(request, ctx, { revise: last.token, places: { exclude: shown } });
    return;
  }
  ctx.emit({ type: 'stage', stage: 'business_logic', label: `Looking for places closer to ${change.to}` });
  const area = await whereIs(change.to, last, ctx);
  if (area === undefined) {
    ctx.emit({
      type: 'text',
      text: `I don't know where ${change.to} usually is, so I can't tell which places are closer. Name an area instead, like "somewhere near Soho".`,
    });
    return;
  }
  await handleCreateEvent(request, ctx, { revise: last.token, places: { area } });
}

const QUIETER =
  'I can\'t tell how quiet or busy places are: the places providers don\'t say. Say "somewhere else" for other places, or name one you know.';
const NO_PRICES =
  'The places I found don\'t list their prices, so I can\'t tell which is cheaper. Say "somewhere else" for other places.';
const noOtherPlaces = (chosen: string): string =>
  `I found no other places nearby, so ${chosen} is still suggested. Name a place or an area ("somewhere in Soho") to look elsewhere.`;
const NOTHING_CHEAPER = 'That is already among the cheapest places listed nearby. Say "somewhere else" for other places.';

/** The last request, pinned to the time its card shows: a change of place changes the place only. */
export function atSameTime(last: LastProposal): ParsedPart {
  const minutes = Math.round((last.current.end - last.current.start) / MINUTE_MS);
  return {
    ...last.request,
    entities: { ...last.request.entities, durationMinutes: minutes },
    when: { start: last.current.start, grain: 'minute' },
  };
}

/** "me", or a guest of the last request by name or address, as a point and the card's words. */
async function whereIs(
  who: string,
  last: LastProposal,
  ctx: TurnContext,
): Promise<{ point: { lat: number; lon: number }; words: string } | undefined> {
  const places = ctx.places;
  if (places === undefined) return undefined;
  const origin = originFor(calendarKindOf(eventKindOf(last.request)), places);
  if (/^(?:me|myself|us|my place|home|work|my office|the office)$/i.test(who.trim())) {
    const point = /home|place/i.test(who) ? places.home : /work|office/i.test(who) ? places.work : origin?.point;
    return point === undefined ? undefined : { point, words: 'closer to you' };
  }
  const wanted = who.trim().toLowerCase();
  const guest = (last.request.entities.attendees ?? []).find(
    (a) =>
      a.email?.toLowerCase() === wanted ||
      (a.name !== undefined &&
        a.name
          .toLowerCase()
          .split(/\s+/)
          .includes(wanted.split(/\s+/)[0] ?? wanted)) ||
      (a.email !== undefined && a.email.toLowerCase().split('@')[0]?.split(/[._-]/)[0] === wanted),
  );
  if (guest?.email === undefined) return undefined;
  const [found] = await guestLocations([guest.email], ctx, origin?.point);
  return found === undefined ? undefined : { point: found.point, words: `closer to ${guest.name ?? who}` };
}
