import { describe, expect, it } from 'vitest';
import { cardRepliesOf } from '../../../components/card-replies';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';

// Only the fields cardRepliesOf reads: the tokens of the cards a turn showed.
const proposal = (token: string) => ({ type: 'proposal', proposal: { token } }) as unknown as TurnEvent;
const approval = (token: string) => ({ type: 'approval', approval: { token } }) as unknown as TurnEvent;
const reply = (r: 'approve' | 'reject', tokens: string[]): TurnEvent => ({ type: 'reply', reply: r, tokens });
const text = (t: string): TurnEvent => ({ type: 'text', text: t });

describe('which cards a typed "yes" or "no" answers', () => {
  it('answers the cards of the last turn that showed any, not older ones still waiting', () => {
    const replies = cardRepliesOf([
      { id: 't1', events: [proposal('a')] },
      { id: 't2', events: [approval('b'), approval('c')] },
      { id: 't3', events: [text('You have 3 meetings tomorrow.')] },
      { id: 't4', events: [reply('approve', ['a', 'b', 'c'])] },
    ]);
    expect([...replies.byCard.keys()]).toEqual(['b', 'c']);
    expect(replies.byTurn.get('t4')).toBe(2);
  });

  it('answers nothing when no turn before it showed a card, and a card only once', () => {
    const replies = cardRepliesOf([
      { id: 't1', events: [reply('approve', ['x'])] },
      { id: 't2', events: [proposal('a')] },
      { id: 't3', events: [reply('reject', ['a'])] },
      { id: 't4', events: [reply('approve', ['a'])] },
    ]);
    expect(replies.byTurn.get('t1')).toBe(0);
    expect(replies.byCard.get('a')?.reply).toBe('reject');
    expect(replies.byTurn.get('t4')).toBe(0);
  });
});
