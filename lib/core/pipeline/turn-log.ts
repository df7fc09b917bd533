/**
 * One structured log line of a turn, named by its stage (shared/DESIGN.md). Fields are counts,
 * names and durations, never API keys or event contents: the background writes these only when
 * debug logging is on.
 */
export type TurnLogStage =
  | 'request-start'
  | 'classify'
  | 'plan'
  | 'template'
  | 'model-response'
  | 'tool-call'
  | 'calendar'
  | 'select'
  | 'request-complete'
  | 'request-error';

export type TurnLogFields = Readonly<Record<string, string | number | boolean | undefined>>;

export type TurnLog = (stage: TurnLogStage, fields?: TurnLogFields) => void;
