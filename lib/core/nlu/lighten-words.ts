/**
 * "Make Thursday lighter", "can you make Tuesday less busy?", "declutter my Friday": asking for
 * fewer meetings on a day, not for an event. Group 1 or 2 holds the words naming the day.
 */
export const LIGHTEN =
  /\b(?:make|keep|get)\s+(.+?)\s+(?:a\s+(?:bit|little)\s+)?(?:lighter|less\s+(?:busy|packed|hectic|crowded|full|stressful|crazy|intense)|emptier|freer|quieter|calmer|more\s+(?:manageable|relaxed|open))\b|\b(?:lighten(?:\s+up)?|thin\s+out|declutter|unclutter|de-clutter|tidy\s+up|clean\s+up|free\s+up\s+(?:some\s+)?(?:time|space|room)\s+(?:on|in))\s+(.+?)(?:[?.!]|$)/i;
