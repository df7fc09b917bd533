/** Parts of the day for placing events, minutes after midnight (end exclusive): the hours people mean when they ask for "mornings". */
export const PART_OF_DAY_MINUTES = {
  morning: [8 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 21 * 60],
} as const;
