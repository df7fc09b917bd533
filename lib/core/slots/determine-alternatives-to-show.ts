/** What the request's template already pins down. */
export interface TemplateGivens {
  hasDateTime: boolean;
  hasPlace: boolean;
}

/** What an edit changed; undefined for a new event. */
export interface EditChanges {
  changedTime: boolean;
  changedPlace: boolean;
}

export interface AlternativesToShow {
  showAlternativePlaces: boolean;
  showAlternativeTimes: boolean;
  includeConflictWarning: boolean;
}

const show = (places: boolean, times: boolean, warning = false): AlternativesToShow => ({
  showAlternativePlaces: places,
  showAlternativeTimes: times,
  includeConflictWarning: warning,
});

/**
 * Which alternatives a proposal offers: the things the person left open, never the ones they chose.
 *
 * New event: a conflict (the named or found time is not valid) wins over everything — times and
 * the warning, no places, since a place means little before there is a time. Otherwise: both given
 * → nothing; a time → places; a place → times; neither → places (the time is already the best
 * one found, so places are what is left to choose).
 *
 * Edit: alternatives follow what the person changed — a new time → times, a new place → places,
 * both → nothing. A conflict adds times and the warning to whatever the edit shows, except that
 * when they changed both, the place they chose stands and only times are offered; an edit that
 * changed neither shows only the conflict (times + warning), or nothing.
 */
export function determineAlternativesToShow(
  template: TemplateGivens,
  hasValidTime: boolean,
  edit?: EditChanges,
): AlternativesToShow {
  if (edit === undefined) {
    if (!hasValidTime) return show(false, true, true);
    if (template.hasDateTime && template.hasPlace) return show(false, false);
    if (template.hasDateTime) return show(true, false);
    if (template.hasPlace) return show(false, true);
    return show(true, false);
  }
  const conflict = !hasValidTime;
  if (edit.changedTime && edit.changedPlace) return conflict ? show(false, true, true) : show(false, false);
  if (edit.changedTime) return show(false, true, conflict);
  if (edit.changedPlace) return conflict ? show(true, true, true) : show(true, false);
  return conflict ? show(false, true, true) : show(false, false);
}
