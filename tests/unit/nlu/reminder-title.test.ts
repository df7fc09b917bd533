import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { reminderTitle } from '../../../lib/core/nlu/reminder-title';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const read = (text: string) => parseRequest(text, NY);

describe("a reminder's title is its task, however the reminder was asked for", () => {
  it.each([
    ['reminder: renew car insurance monday', 'Renew Car Insurance'],
    ['Reminder - defrost the chicken at 4', 'Defrost Chicken'],
    ["don't let me forget to feed the fish at 7pm", 'Feed Fish'],
    ['please make sure I remember to back up my laptop tonight', 'Back Up Laptop'],
    ["make sure I don't forget to lock the shed tomorrow", 'Lock Shed'],
    ['nudge me at 3:10pm to stretch my legs', 'Stretch Legs'],
    ['buzz me in 20 minutes to check the bread', 'Check Bread'],
    ['alert me tomorrow at 6 to water the lawn', 'Water Lawn'],
    ['create a reminder for me to order printer ink on friday', 'Order Printer Ink'],
    ['add a reminder to renew the parking permit next week', 'Renew Parking Permit'],
    ['I need a reminder to renew the trial on the 3rd', 'Renew Trial'],
    ['remember me to bring the umbrella at 8am', 'Bring Umbrella'],
    ['would you mind reminding me to thaw the soup at noon', 'Thaw Soup'],
    ['remind me that I need to sign the lease on thursday', 'Sign Lease'],
  ])('%s → %s', (text, title) => {
    const request = read(text);
    expect(request.intent).toBe('create_event');
    expect(request.entities.title).toBe(title);
  });

  it('keeps the verb other titles drop, so the task reads as one', () => {
    expect(read('remind me to book a table for saturday').entities.title).toBe('Book Table');
    expect(read('remind me at 3 to grab a coffee').entities.title).toBe('Grab Coffee');
    expect(read('remind me to eat dinner at 8').entities.title).toBe('Eat Dinner');
    expect(read('set a reminder to schedule the vet tomorrow').entities.title).toBe('Schedule Vet');
  });

  it('names the person the task is done to, where they were said', () => {
    expect(read('can you remind me to email Marguerite at 4pm?').entities.title).toBe('Email Marguerite');
    expect(read('remind me in an hour to call Ignacio back').entities.title).toBe('Call Ignacio Back');
    expect(read('remind me friday at 10 to catch up with Bettina').entities.title).toBe('Catch Up with Bettina');
  });

  it('leaves out what was said before the ask', () => {
    expect(read('hey remind me to top up the meter in 15 min').entities.title).toBe('Top Up Meter');
    expect(read('lol remind me to water the cactus on sunday').entities.title).toBe('Water Cactus');
    expect(read('ok so remind me to pay the babysitter at 9pm').entities.title).toBe('Pay Babysitter');
    expect(read('I never remember this stuff, remind me to charge the scooter at 10pm').entities.title).toBe('Charge Scooter');
    expect(read('oops almost forgot - ping me at 5:30 to call the garage').entities.title).toBe('Call Garage');
  });

  it('ends the task where a reason or the event it comes next to begins', () => {
    expect(read('remind me to print the tickets so I have them at the gate').entities.title).toBe('Print Tickets');
    expect(read('remind me to charge my headphones before the flight').entities.title).toBe('Charge Headphones');
  });

  it('keeps the number of something numbered, which is no time', () => {
    const request = read('remind me to review section 4');
    expect(request.entities.title).toBe('Review Section 4');
    expect(request.when).toBeUndefined();
    expect(read('remind me to finish lesson 7 on friday').entities.title).toBe('Finish Lesson 7');
  });

  it('takes a task back from a rule reader that read it as a rule', () => {
    expect(read('nudge me at 2:50pm to leave for the dentist').entities.title).toBe('Leave for Dentist');
  });

  it('drops articles and possessives, as every title does', () => {
    expect(read('remind me to call my grandpa on sunday').entities.title).toBe('Call Grandpa');
    expect(read('remind me to take out the recycling tonight').entities.title).toBe('Take Out Recycling');
  });
});

describe('what is no reminder keeps the title it had', () => {
  it.each([
    ["add lunch with Sam friday, don't forget the slides", 'Lunch with Sam'],
    ['book a dentist appointment thursday at 2', 'Dentist Appointment'],
    ['team lunch on wednesday at noon', 'Team Lunch'],
    ['call Bettina tomorrow at 11', 'Call with Bettina'],
  ])('%s', (text, title) => {
    expect(read(text).entities.title).toBe(title);
  });

  it('reads no reminder where an event was asked for before it', () => {
    expect(reminderTitle('book the vet friday, and make sure I remember to bring the papers')).toBeUndefined();
  });

  it('needs a task introduced after "a reminder"', () => {
    expect(reminderTitle('set a trash reminder friday')).toBeUndefined();
    expect(reminderTitle('the parking reminder')).toBeUndefined();
  });

  it('reads "remember me" as a reminder only when a task follows', () => {
    expect(reminderTitle('do you remember me')).toBeUndefined();
  });
});

describe('a number names which thing in any title', () => {
  it('keeps "chapter 6" whole and a bare number out', () => {
    expect(read('study group for chapter 6 on monday at 5').entities.title).toBe('Study Group for Chapter 6');
    expect(read('dentist thursday at 2').entities.title).toBe('Dentist');
  });
});
