import type { FreeBusyAnswer, FreeBusyPort } from '../../ports/free-busy';
import { overlaps, type Interval } from '../time/interval';

/**
 * Free/busy for one turn, asked of Google once: the slot search asks about the whole window, and
 * the card's check of the time chosen (a range inside it, the same guests) is answered from that.
 * Only a question the first answer covers is reused; anything else is asked.
 */
export function rememberFreeBusy(port: FreeBusyPort): FreeBusyPort {
  const asked: { range: Interval; answers: Map<string, FreeBusyAnswer> }[] = [];
  return {
    async query(emails, range) {
      const covering = asked.find(
        (a) => a.range.start <= range.start && range.end <= a.range.end && emails.every((e) => a.answers.has(e)),
      );
      if (covering !== undefined)
        return new Map(
          emails.flatMap((e) => {
            const answer = covering.answers.get(e);
            return answer === undefined ? [] : [[e, within(answer, range)] as const];
          }),
        );
      const answers = await port.query(emails, range);
      asked.push({ range, answers });
      return answers;
    },
  };
}

function within(answer: FreeBusyAnswer, range: Interval): FreeBusyAnswer {
  return answer.kind === 'busy' ? { kind: 'busy', busy: answer.busy.filter((b) => overlaps(b, range)) } : answer;
}
