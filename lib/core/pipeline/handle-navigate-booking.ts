import type { ParsedPart } from '../nlu/parsed-request';
import { bookingLinkFor, bookingLinkForPlace } from '../places/booking-link';
import { offeredPlace } from '../places/offered-place';
import { handleCreateEvent } from './handle-create-event';
import { liveProposal } from './handle-follow-up';
import { atSameTime } from './handle-place-follow-up';
import type { TurnContext } from './turn-context';

/** Places our parser reads that are somebody's home or desk: there is nothing to book or open for them. */
const PRIVATE_PLACE =
  /^(?:home|work|(?:my|your|his|her|their|our)\s+place|office|room|conference\s+room|meeting\s+room|boardroom|lobby|kitchen|front\s+desk|reception|usual\s+(?:place|spot))$/i;

/**
 * "Book a table there", "book it at Nopa": a link to the place, for the person to open. The place is
 * the one named, else the one in the last proposal. Nothing is opened here: the side panel shows
 * the link and opens it in a new tab only when clicked.
 */
export async function handleNavigateBooking(parsed: ParsedPart, ctx: TurnContext): Promise<void> {
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Finding the link' });
  const last = await ctx.conversation?.get();
  // "Book a table there" after a proposal with places: the venue its card chose.
  if (parsed.entities.location === undefined && last?.places !== undefined) {
    ctx.emit({ type: 'link', link: bookingLinkForPlace(last.places.chosen) });
    return;
  }
  // "Book it at Kiln & Bean", one of the places the card offered: that venue, chosen on the card as well.
  const offered =
    parsed.entities.location === undefined || last?.places === undefined
      ? undefined
      : offeredPlace(last.places, parsed.entities.location);
  if (offered !== undefined && last !== undefined) {
    if (offered.id !== last.places?.chosen.id && (await liveProposal(ctx)) !== undefined) {
      await handleCreateEvent(atSameTime(last), ctx, { revise: last.token, places: { choose: offered.id } });
    }
    ctx.emit({ type: 'link', link: bookingLinkForPlace(offered) });
    return;
  }
  const place = parsed.entities.location ?? last?.request.entities.location;
  if (place === undefined) {
    ctx.emit({
      type: 'text',
      text: 'Which place should I open? Name it, for example "book a table at Nopa", or a web address.',
    });
    return;
  }
  if (PRIVATE_PLACE.test(place.trim())) {
    ctx.emit({
      type: 'text',
      text: `"${place}" is not a place with a booking page. Name a restaurant, venue or web address, for example "book a table at Nopa".`,
    });
    return;
  }
  ctx.emit({ type: 'link', link: bookingLinkFor(place) });
}
