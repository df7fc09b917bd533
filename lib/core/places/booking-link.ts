import { bookingLinkSchema, type BookingLink } from '../pipeline/turn-event';
import type { PlaceChoice } from './place-choice';

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * The link for a place the person wants to book or look up. A web address they gave is used as
 * it is; for a name there is no places provider yet to know the venue's own booking page, so the
 * link is a Google Maps search for it, whose page shows the website, phone and booking options.
 */
export function bookingLinkFor(place: string): BookingLink {
  const name = place.trim();
  const given = asWebAddress(name);
  if (given !== undefined) {
    return {
      url: given.href,
      label: `Open ${given.host}`,
      description: `The address you gave (${given.host}). It opens in a new tab when you click; nothing is booked until you book it there.`,
    };
  }
  return {
    url: `${MAPS_SEARCH}${encodeURIComponent(name)}`,
    label: `Open ${name} on Google Maps`,
    description: `I don't have a booking link for ${name}, so this is a Google Maps search for it, where its website, phone number and any booking options are listed. It opens in a new tab when you click.`,
  };
}

/** An http(s) address, checked the way the link event checks it; anything else is a name to search for. */
function asWebAddress(text: string): { href: string; host: string } | undefined {
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined;
  if (!bookingLinkSchema.shape.url.safeParse(text).success) return undefined;
  const host = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(text)?.[1];
  return host === undefined ? undefined : { href: text, host: host.toLowerCase().replace(/^www\./, '') };
}

/**
 * The link for a venue Kairos proposed: its own website, where tables are booked, else the map page
 * the provider gave (which lists its phone number); never a search that could land on a namesake.
 */
export function bookingLinkForPlace(place: PlaceChoice): BookingLink {
  const site = place.website === undefined ? undefined : asWebAddress(place.website);
  if (site !== undefined) {
    return {
      url: site.href,
      label: `Open ${place.name}'s website`,
      description: `${place.name}'s own website (${site.host}), where booking usually is. It opens in a new tab when you click; nothing is booked until you book it there.`,
    };
  }
  return {
    url: place.mapUrl,
    label: `Open ${place.name} on the map`,
    description: `${place.name} has no website on record, so this is its page on the map, with whatever contact details are known. It opens in a new tab when you click.`,
  };
}
