import type { SkillRegistry } from './validate-plan';
import { answerQuestion } from './skills/answer-question';
import { createEvent } from './skills/create-event';
import { deleteEvents } from './skills/delete-events';
import { extractAttendees } from './skills/extract-attendees';
import { fetchPreference } from './skills/fetch-preference';
import { filterEvents } from './skills/filter-events';
import { findEvents } from './skills/find-events';
import { findFreeTime } from './skills/find-free-time';
import { formatFinalResponse } from './skills/format-final-response';
import { generateProposedUpdates } from './skills/generate-proposed-updates';
import { notifyAttendees } from './skills/notify-attendees';
import { presentChoicesToUser } from './skills/present-choices-to-user';
import { proposeEventTime } from './skills/propose-event-time';
import { requestUserConfirmation } from './skills/request-user-confirmation';
import { updateEvents } from './skills/update-events';
import { openBookingLink } from './skills/open-booking-link';
import { proposeBulkChange } from './skills/propose-bulk-change';
import { proposeCancellation } from './skills/propose-cancellation';
import { proposeEventChange } from './skills/propose-event-change';
import { shareAvailability } from './skills/share-availability';
import { showMoreOptions } from './skills/show-more-options';
import { suggestActivities } from './skills/suggest-activities';

/** The registry: every task type a Plan may name, and the skill that runs it (the data, not a barrel). */
export const SKILLS: SkillRegistry = {
  FindEvents: findEvents,
  FilterEvents: filterEvents,
  ExtractAttendees: extractAttendees,
  FindFreeTime: findFreeTime,
  ProposeEventTime: proposeEventTime,
  GenerateProposedUpdates: generateProposedUpdates,
  CreateEvent: createEvent,
  UpdateEvents: updateEvents,
  DeleteEvents: deleteEvents,
  FetchPreference: fetchPreference,
  NotifyAttendees: notifyAttendees,
  AnswerQuestion: answerQuestion,
  RequestUserConfirmation: requestUserConfirmation,
  PresentChoicesToUser: presentChoicesToUser,
  FormatFinalResponse: formatFinalResponse,
  ProposeEventChange: proposeEventChange,
  ProposeBulkChange: proposeBulkChange,
  ProposeCancellation: proposeCancellation,
  ShowMoreOptions: showMoreOptions,
  SuggestActivities: suggestActivities,
  OpenBookingLink: openBookingLink,
  ShareAvailability: shareAvailability,
};
