import { askInPanel, expect, nextWorkday, screenshot, seedEvent, test, turnOf } from './extension';

// Replies typed into the side panel instead of pressed: "yes" on a waiting card, and an answer in
// words to "which one do you mean?".

test('"yes, go ahead" approves the card above as its button would, and Undo still works', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  const ask = `coffee with sam@acme.com on ${nextWorkday().name} at 3pm for 30 minutes`;
  await askInPanel(panel, ask);
  const card = turnOf(panel, ask).getByRole('article', { name: 'Proposal: Coffee' });
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  await askInPanel(panel, 'yes, go ahead');
  await expect(turnOf(panel, 'yes, go ahead').getByText('Approving the suggestion above.')).toBeVisible();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();
  await screenshot(panel, 'typed-yes');
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByText('Undone — the event was removed.')).toBeVisible();
});

test('"never mind" rejects the card above; with nothing waiting, "yes" says so', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await askInPanel(panel, 'yes');
  await expect(turnOf(panel, 'yes').getByText(/^Nothing is waiting for your approval/)).toBeVisible();
  const ask = `lunch with dana@corp.com on ${nextWorkday().name} at 1pm`;
  await askInPanel(panel, ask);
  const card = turnOf(panel, ask).getByRole('article', { name: /^Proposal: / });
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  await askInPanel(panel, 'never mind');
  await expect(card.getByText('Rejected — nothing was added.')).toBeVisible();
});

test('"which one do you mean?" lists the events, and "the second one" answers it', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  const day = nextWorkday().name;
  await seedEvent(panel, `design review on ${day} at 10am for 30 minutes`);
  await seedEvent(panel, `design review on ${day} at 4pm for 30 minutes`);
  await askInPanel(panel, 'cancel the design review');
  const question = turnOf(panel, 'cancel the design review');
  await expect(question.getByText(/Which one do you mean\?$/)).toBeVisible();
  await expect(question.getByRole('listitem')).toHaveCount(2);
  await askInPanel(panel, 'the second one');
  const card = turnOf(panel, 'the second one').getByRole('article', { name: /^Approval: / });
  await expect(card).toContainText('16:00');
  await expect(card).not.toContainText('10:00');
  await screenshot(panel, 'typed-which-one');
});

test('thanks and remarks get a short reply; nothing is proposed or written', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await askInPanel(panel, 'thanks so much!');
  await expect(turnOf(panel, 'thanks so much!').getByText("You're welcome.")).toBeVisible();
  await askInPanel(panel, "I woke up at 6 today and I'm wrecked");
  const remark = turnOf(panel, "I woke up at 6 today and I'm wrecked");
  await expect(remark.getByText(/^Noted\. Nothing is changed/)).toBeVisible();
  await expect(remark.getByRole('article')).toHaveCount(0);
  await screenshot(panel, 'typed-small-talk');
});

test('"extend … until" changes only the end: the card shows the new end, approving keeps the start', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  const day = nextWorkday().name;
  await seedEvent(panel, `planning session on ${day} at 10am for 30 minutes`);
  await askInPanel(panel, `extend the planning session on ${day} until 11:15`);
  const card = turnOf(panel, `extend the planning session on ${day} until 11:15`).getByRole('article').first();
  await expect(card).toContainText('11:15');
  await expect(card).toContainText('10:00');
  await screenshot(panel, 'typed-new-end');
  await card.getByRole('button', { name: 'Move' }).click();
  await expect(card.getByText(/^Moved to/)).toBeVisible();
  await askInPanel(panel, `what's on ${day}?`);
  const agenda = turnOf(panel, `what's on ${day}?`);
  await expect(agenda.getByRole('listitem').filter({ hasText: /planning session/i })).toContainText(/10:00.*11:15/);
});
