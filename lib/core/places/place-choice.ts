import { z } from 'zod';

export const travelModeSchema = z.enum(['walk', 'transit', 'drive']);
export type TravelMode = z.infer<typeof travelModeSchema>;

/** Time to get somewhere, estimated from distance (travel-estimate.ts), and from where. */
export const travelEstimateSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  mode: travelModeSchema,
  /** Which of the person's places the trip starts from. */
  from: z.enum(['home', 'work']),
});
export type TravelEstimate = z.infer<typeof travelEstimateSchema>;

/** One venue as a proposal card shows it: everything the person needs to choose it, nothing the provider's record adds. */
export const placeChoiceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  address: z.string().optional(),
  /** What it is, in the provider's words ("cafe", "Coffee Shop"). */
  category: z.string().min(1),
  /** On Kairos's 0–5 scale, with the provider's own figure and scale for showing ("9.1/10"). */
  rating: z.object({ value: z.number(), source: z.number(), scale: z.union([z.literal(5), z.literal(10)]) }).optional(),
  priceLevel: z.number().int().min(1).max(4).optional(),
  /** The opening hours as the provider wrote them. */
  hours: z.string().optional(),
  /** Open for the whole event, closed for part of it, or unknown (absent). */
  openThen: z.boolean().optional(),
  distanceFromMidpointKm: z.number().nonnegative(),
  mapUrl: z.url({ protocol: /^https$/ }),
  website: z.url({ protocol: /^https?$/ }).optional(),
  /** From the person's usual place at that time to this venue. */
  travel: travelEstimateSchema.optional(),
  /** What goes in the event's location field when this venue is chosen. */
  location: z.string().min(1),
});
export type PlaceChoice = z.infer<typeof placeChoiceSchema>;

/** The places half of a proposal: the venue chosen and up to three others, in rank order. */
export const proposalPlacesSchema = z.object({
  chosen: placeChoiceSchema,
  alternatives: z.array(placeChoiceSchema).max(3),
  /** What was searched for, in words ("cafés near Soho"), for the card's heading. */
  searchedFor: z.string().min(1),
});
export type ProposalPlaces = z.infer<typeof proposalPlacesSchema>;
