import type { Locator, Page } from '@playwright/test';
import {
  askInPanel as ask,
  expect,
  nextWorkday,
  screenshot,
  seedEvent as seed,
  stopServiceWorker,
  test,
  turnOf as turn,
} from './extension';

// Requests that become Plans, with the built-in engine on the local calendar: one card per Plan
// listing its steps, answers as agenda, free-time and guest cards.

/** The listed steps of a Plan's card, each as "label · status". */
const stepsOf = (card: Locator): Locator => card.getByRole('list', { name: 'Steps' }).getByRole('listitem');

/** Asks what is on a day and returns that turn's answer. */
async function dayAnswer(panel: Page, question: string): Promise<Locator> {
  await ask(panel, question);
  const answer = turn(panel, question).getByRole('region', { name: 'Answer' });
  await expect(answer).toBeVisible();
  return answer;
}

test('"cancel my haircut": one card lists its steps; approving cancels it, Undo brings it back', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'haircut tomorrow at 6pm');

  await ask(panel, 'cancel my haircut');
  const request = turn(panel, 'cancel my haircut');
  const card = request.getByRole('article', { name: /^Approval: Delete "Haircut" on / });
  await expect(card.getByRole('heading', { name: 'Delete this event?' })).toBeVisible();
  await expect(stepsOf(card)).toHaveText([
    'Find “haircut” · done',
    'Wait for your approval · waiting for you',
    'Cancel the events · waiting for you',
  ]);
  await expect(request.getByRole('article')).toHaveCount(1);
  await screenshot(panel, 'plans-cancel-card');

  await card.getByRole('button', { name: 'Delete event' }).click();
  await expect(card.getByText('Deleted.')).toBeVisible();
  await expect(stepsOf(card)).toHaveText(['Find “haircut” · done', 'Wait for your approval · done', 'Cancel the events · done']);
  await screenshot(panel, 'plans-cancel-approved');
  await expect(await dayAnswer(panel, "What's on tomorrow?")).toContainText(/^Nothing on .* — you're free\./);

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText('Undone — the event is back.')).toBeVisible();
  const back = await dayAnswer(panel, "What's on tomorrow?");
  await expect(back.getByRole('listitem').filter({ hasText: 'Haircut' })).toContainText('18:00');
});

test('two requests in one message: a proposal and a cancel, both approved, then both undone', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'haircut tomorrow at 6pm');

  // The next working day, never today: on a Monday night "on Monday" has no working hours left.
  const day = nextWorkday().name;
  const text = `Book a call with priya@acme.com on ${day} and cancel my haircut`;
  await ask(panel, text);
  const request = turn(panel, text);
  const proposal = request.getByRole('article', { name: /^Proposal: / });
  const cancel = request.getByRole('article', { name: /^Approval: Delete "Haircut"/ });
  await expect(proposal.getByText(/Priya/).first()).toBeVisible();
  await expect(cancel.getByRole('button', { name: 'Delete event' })).toBeVisible();
  await expect(request.getByRole('article')).toHaveCount(2);
  await screenshot(panel, 'plans-two-requests');

  await proposal.getByRole('button', { name: 'Approve' }).click();
  await expect(proposal.getByText('Added to your calendar.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Delete event' }).click();
  await expect(cancel.getByText('Deleted.')).toBeVisible();
  await expect(await dayAnswer(panel, `What do I have on ${day}?`)).toContainText('Call');

  await proposal.getByRole('button', { name: /^Undo/ }).click();
  await expect(proposal.getByText('Undone — the event was removed.')).toBeVisible();
  await cancel.getByRole('button', { name: /^Undo/ }).click();
  await expect(cancel.getByText('Undone — the event is back.')).toBeVisible();
  await expect(await dayAnswer(panel, `What do I have on ${day}?`)).not.toContainText('Call');
  const tomorrow = await dayAnswer(panel, "What's on tomorrow?");
  await expect(tomorrow.getByRole('listitem').filter({ hasText: 'Haircut' })).toBeVisible();
});

test('two changes in one message are one card: approved once, undone once', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'haircut tomorrow at 6pm');
  await seed(panel, 'design review with ana@acme.com tomorrow at 10am');

  const text = 'cancel my haircut and move the design review to 4pm';
  await ask(panel, text);
  const request = turn(panel, text);
  await expect(request.getByRole('article')).toHaveCount(1);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card.getByRole('heading', { name: 'Change 2 events?' })).toBeVisible();
  await expect(card).toContainText('Haircut');
  await expect(card).toContainText(/Design review/i);
  await screenshot(panel, 'plans-two-changes-one-card');

  await card.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(card.getByText('Done.')).toBeVisible();
  const after = await dayAnswer(panel, "What's on tomorrow?");
  await expect(after.getByRole('listitem').filter({ hasText: 'Haircut' })).toHaveCount(0);
  await expect(after.getByRole('listitem').filter({ hasText: /Design review/i })).toContainText('16:00');

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText('Undone — everything is as it was.')).toBeVisible();
  const back = await dayAnswer(panel, "What's on tomorrow?");
  await expect(back.getByRole('listitem').filter({ hasText: 'Haircut' })).toContainText('18:00');
  await expect(back.getByRole('listitem').filter({ hasText: /Design review/i })).toContainText('10:00');
});

test("Edit on a Plan's card unticks a whole step: only the other step is applied", async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'haircut tomorrow at 6pm');
  await seed(panel, 'design review with ana@acme.com tomorrow at 10am');

  const text = 'cancel my haircut and move the design review to 4pm';
  await ask(panel, text);
  const card = turn(panel, text).getByRole('article', { name: /^Approval: / });
  await card.getByRole('button', { name: 'Edit' }).click();
  // The picker is a group too; the steps are the groups inside it without buttons.
  const steps = card.getByRole('group').filter({ hasNot: panel.getByRole('button') });
  await expect(steps).toHaveCount(2);
  const cancelStep = steps.filter({ hasText: 'Haircut' });
  await cancelStep.getByRole('checkbox').first().uncheck();
  await expect(cancelStep.getByRole('checkbox').nth(1)).not.toBeChecked();
  await screenshot(panel, 'plans-edit-untick-step');
  await card.getByRole('button', { name: 'Keep 1 of 2' }).click();

  await expect(card.getByRole('heading', { name: 'Change 1 event?' })).toBeVisible();
  await card.getByRole('button', { name: 'Apply 1 changes' }).click();
  await expect(card.getByText('Done.')).toBeVisible();
  const after = await dayAnswer(panel, "What's on tomorrow?");
  await expect(after.getByRole('listitem').filter({ hasText: 'Haircut' })).toContainText('18:00');
  await expect(after.getByRole('listitem').filter({ hasText: /Design review/i })).toContainText('16:00');
});

test('one day of a repeating event moves on the local calendar, and Undo puts the series back', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'standup every day at 9am');

  const text = "move tomorrow's standup to 10am";
  await ask(panel, text);
  const card = turn(panel, text).getByRole('article', { name: /^Proposal: / });
  await expect(card).toContainText('10:00');
  await expect(card).toContainText('09:00');
  await screenshot(panel, 'plans-move-one-occurrence');
  await expect(card).toContainText('Only this occurrence changes.');
  await card.getByRole('button', { name: 'Move' }).click();
  await expect(card.getByRole('button', { name: /^Undo/ })).toBeVisible();
  const moved = await dayAnswer(panel, "What's on tomorrow?");
  await expect(moved.getByRole('listitem').filter({ hasText: /standup/i })).toContainText('10:00');

  await card.getByRole('button', { name: /^Undo/ }).click();
  const back = await dayAnswer(panel, "What's on tomorrow?");
  await expect(back.getByRole('listitem').filter({ hasText: /standup/i })).toContainText('09:00');
});

test('questions get answer cards: the week day by day, free time, and who is coming', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'planning with dana@corp.com and omar@acme.com next Friday at 10am');
  // "next Friday" as the planning is: said on a Friday, "Friday" is today, whose morning may be over.
  await seed(panel, 'dentist next Friday at 11am');

  const week = await dayAnswer(panel, 'What does next week look like?');
  await expect(week.getByRole('heading', { level: 3 })).toHaveCount(7);
  const friday = week.getByRole('region', { name: /^Fri / });
  await expect(friday.getByRole('listitem').filter({ hasText: 'Planning' })).toContainText('10:00');
  await screenshot(panel, 'plans-answer-week');

  const free = await dayAnswer(panel, 'Am I free next Friday morning?');
  await expect(free).toContainText('Dentist');
  await expect(free.getByRole('list', { name: 'Free times' }).getByRole('listitem').first()).toContainText('Free');
  await screenshot(panel, 'plans-answer-free');

  const who = await dayAnswer(panel, 'who is coming to the planning meeting?');
  const guests = who.getByRole('list', { name: 'Guests' }).getByRole('listitem');
  await expect(guests).toHaveCount(2);
  await expect(guests.filter({ hasText: /Dana/i })).toHaveCount(1);
  await expect(guests.filter({ hasText: /Omar/i })).toHaveCount(1);
  await screenshot(panel, 'plans-answer-who');
});

test('clearing a day for travel: one card cancels its meetings, a note to the guests is drafted, approve and undo', async ({
  openPage,
}) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'lunch with dana@corp.com next Friday at noon');
  await seed(panel, 'call with omar@acme.com next Friday at 3pm');

  const text = 'Clear my calendar next Friday for travel and notify anyone I had meetings with';
  await ask(panel, text);
  const request = turn(panel, text);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card.getByRole('heading', { name: 'Delete 2 events?' })).toBeVisible();
  await expect(request.getByRole('article', { name: /^Approval: / })).toHaveCount(1);
  await expect(stepsOf(card)).toHaveText([
    'Find events · done',
    'Draft a note to the people affected · done',
    'Wait for your approval · waiting for you',
    'Cancel the events · waiting for you',
  ]);
  // The note is drafted for the person to send; on the local calendar it is a mailto: link. Not opened here.
  const note = request.getByRole('article', { name: /^Link: Draft a note to / });
  await expect(note.getByRole('button', { name: /^Draft a note to / })).toBeVisible();
  const to = note.getByText(/^An email to /);
  await expect(to).toContainText('dana@corp.com');
  await expect(to).toContainText('omar@acme.com');
  await screenshot(panel, 'plans-clear-day');

  await card.getByRole('button', { name: 'Delete 2' }).click();
  await expect(card.getByText('Deleted 2 events.')).toBeVisible();
  await expect(await dayAnswer(panel, "What's on next Friday?")).toContainText(/^Nothing on .* — you're free\./);

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText('Undone — every event is back.')).toBeVisible();
  const back = await dayAnswer(panel, "What's on next Friday?");
  await expect(back.getByRole('listitem').filter({ hasText: 'Lunch' })).toBeVisible();
  await expect(back.getByRole('listitem').filter({ hasText: 'Call' })).toBeVisible();
});

test('a Plan waiting for approval survives a service-worker stop: Approve cancels and runs the steps after', async ({
  openPage,
}) => {
  const panel = await openPage('sidepanel');
  await seed(panel, 'haircut tomorrow at 6pm');
  await ask(panel, 'cancel my haircut');
  const card = turn(panel, 'cancel my haircut').getByRole('article', { name: /^Approval: Delete "Haircut"/ });
  await expect(card.getByRole('button', { name: 'Delete event' })).toBeVisible();

  await stopServiceWorker(panel);
  // While the worker is stopped, give the stored Plan a closing step after the cancel, as a model's
  // Plan may have: its line on the card after Approve can only come from the record in IndexedDB.
  await panel.evaluate(appendClosingStep, 'Your evening is free again.');

  await card.getByRole('button', { name: 'Delete event' }).click();
  await expect(card.getByText('Deleted.')).toBeVisible();
  await expect(card.getByText('Your evening is free again.')).toBeVisible();
  await expect(stepsOf(card)).toHaveText([
    'Find “haircut” · done',
    'Wait for your approval · done',
    'Cancel the events · done',
    'Sum up · done',
  ]);
  await screenshot(panel, 'plans-after-worker-stop');
  await expect(await dayAnswer(panel, "What's on tomorrow?")).toContainText(/^Nothing on .* — you're free\./);
});

/** Runs in the side panel (the extension's origin, so its IndexedDB): adds a closing step to the one stored Plan. */
function appendClosingStep(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('kairos');
    open.onerror = () => {
      reject(new Error('could not open the database'));
    };
    open.onsuccess = () => {
      const tx = open.result.transaction('workflows', 'readwrite');
      const store = tx.objectStore('workflows');
      const all = store.getAll();
      all.onsuccess = () => {
        const records = all.result as { plan: { tasks: { id: string; taskType: string }[] } }[];
        if (records.length !== 1) reject(new Error(`expected one stored Plan, found ${String(records.length)}`));
        for (const record of records) {
          const write = record.plan.tasks.find((t) => t.taskType === 'DeleteEvents');
          record.plan.tasks.push({
            id: 'closing',
            taskType: 'FormatFinalResponse',
            params: { text },
            dependsOn: [write?.id ?? ''],
            status: 'pending',
            retries: 0,
          } as (typeof record.plan.tasks)[number]);
          store.put(record);
        }
      };
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}
