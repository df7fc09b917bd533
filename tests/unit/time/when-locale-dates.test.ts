import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { dateLocaleOf, localeDatePieces } from '../../../lib/core/time/when-locale-dates';
import { wallDayAndMinutes } from '../../../lib/core/time/when-civil-days';
import { toZonedIso } from '../../../lib/core/time/zoned';

/**
 * Requests in Chinese, Japanese, French, German and Spanish, read by chrono's parser for the
 * language. Tuesday 24 November 2026, 09:00 in New York unless a row says otherwise: Friday is the
 * 27th, next Monday the 30th, next Friday 4 December. A date alone is the whole day, a clock time
 * a start only, weeks start on Monday.
 */
const NOW = '2026-11-24T09:00:00-05:00';
const NY = 'America/New_York';

/** [text, start, end (for a span)] */
type Row = [string, string, string?];

function read(text: string, now = NOW, zone = NY): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(now), zone);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, zone) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, zone);
  return got;
}

function expected([, start, end]: Row): { start: string; end?: string } {
  return end === undefined ? { start } : { start, end };
}

const day = (date: string, next: string): [string, string] => [`${date}T00:00:00-05:00`, `${next}T00:00:00-05:00`];

const CHINESE: Row[] = [
  ['周五上午十点和Omar开会', '2026-11-27T10:00:00-05:00'],
  ['明天下午3点', '2026-11-25T15:00:00-05:00'],
  ['明天', ...day('2026-11-25', '2026-11-26')],
  ['后天', ...day('2026-11-26', '2026-11-27')],
  ['大后天上午9点', '2026-11-27T09:00:00-05:00'],
  ['下周五', ...day('2026-12-04', '2026-12-05')],
  ['这周五晚上7点', '2026-11-27T19:00:00-05:00'],
  ['下个星期一上午9点半', '2026-11-30T09:30:00-05:00'],
  ['12月3日下午2点', '2026-12-03T14:00:00-05:00'],
  ['12月3号', ...day('2026-12-03', '2026-12-04')],
  ['2027年1月5日', ...day('2027-01-05', '2027-01-06')],
  ['下午三点半', '2026-11-24T15:30:00-05:00'],
  ['今晚8点', '2026-11-24T20:00:00-05:00'],
  ['明早9点', '2026-11-25T09:00:00-05:00'],
  ['明天下午2点到4点', '2026-11-25T14:00:00-05:00', '2026-11-25T16:00:00-05:00'],
  ['3天后', ...day('2026-11-27', '2026-11-28')],
  ['两个小时后', '2026-11-24T11:00:00-05:00'],
  ['明天下午', '2026-11-25T12:00:00-05:00', '2026-11-25T17:00:00-05:00'],
  ['周三中午', '2026-11-25T12:00:00-05:00'],
  ['星期一', ...day('2026-11-30', '2026-12-01')],
  ['下周日', ...day('2026-12-06', '2026-12-07')],
  ['十二月三日', ...day('2026-12-03', '2026-12-04')],
  ['三点和Dana开会', '2026-11-24T15:00:00-05:00'],
  ['下週五下午三點', '2026-12-04T15:00:00-05:00'],
];

const JAPANESE: Row[] = [
  ['明日15時に田中さんと会議', '2026-11-25T15:00:00-05:00'],
  ['金曜日の午後3時', '2026-11-27T15:00:00-05:00'],
  ['明日の午後3時', '2026-11-25T15:00:00-05:00'],
  ['12月3日14時', '2026-12-03T14:00:00-05:00'],
  ['12月3日の午前10時', '2026-12-03T10:00:00-05:00'],
  ['午前10時半', '2026-11-24T10:30:00-05:00'],
  ['15時30分', '2026-11-24T15:30:00-05:00'],
  ['月曜日10時', '2026-11-30T10:00:00-05:00'],
  ['明日の10時から12時まで', '2026-11-25T10:00:00-05:00', '2026-11-25T12:00:00-05:00'],
  ['今夜7時', '2026-11-24T19:00:00-05:00'],
  ['土曜日', ...day('2026-11-28', '2026-11-29')],
  ['明日', ...day('2026-11-25', '2026-11-26')],
  ['今日の15時', '2026-11-24T15:00:00-05:00'],
  ['3日後', ...day('2026-11-27', '2026-11-28')],
];

const FRENCH: Row[] = [
  ['réunion demain à 15h30', '2026-11-25T15:30:00-05:00'],
  ['vendredi à 10h', '2026-11-27T10:00:00-05:00'],
  ['lundi prochain à 9h', '2026-11-30T09:00:00-05:00'],
  ['le 3 décembre à 14h', '2026-12-03T14:00:00-05:00'],
  ['la semaine prochaine', ...day('2026-11-30', '2026-12-07')],
  ['le mois prochain', ...day('2026-12-01', '2027-01-01')],
  ['demain matin', '2026-11-25T08:00:00-05:00', '2026-11-25T12:00:00-05:00'],
  ['demain de 14h à 16h', '2026-11-25T14:00:00-05:00', '2026-11-25T16:00:00-05:00'],
  ['dans 2 heures', '2026-11-24T11:00:00-05:00'],
  ['dans 3 jours', ...day('2026-11-27', '2026-11-28')],
  ['jeudi 3 décembre', ...day('2026-12-03', '2026-12-04')],
  ['du 3 au 5 décembre', ...day('2026-12-03', '2026-12-06')],
  ['ce soir à 20h', '2026-11-24T20:00:00-05:00'],
  ['déjeuner avec Marie jeudi à 12h30', '2026-11-26T12:30:00-05:00'],
];

const GERMAN: Row[] = [
  ['morgen um 14 Uhr', '2026-11-25T14:00:00-05:00'],
  ['am Freitag um 10:30', '2026-11-27T10:30:00-05:00'],
  ['nächsten Montag um 9 Uhr', '2026-11-30T09:00:00-05:00'],
  ['am 3. Dezember', ...day('2026-12-03', '2026-12-04')],
  ['nächste Woche', ...day('2026-11-30', '2026-12-07')],
  ['übermorgen', ...day('2026-11-26', '2026-11-27')],
  ['in 3 Tagen', ...day('2026-11-27', '2026-11-28')],
  ['in 2 Stunden', '2026-11-24T11:00:00-05:00'],
  ['von 14 bis 16 Uhr', '2026-11-24T14:00:00-05:00', '2026-11-24T16:00:00-05:00'],
  ['Dienstag um 15 Uhr', '2026-11-24T15:00:00-05:00'],
  ['nächste Woche Freitag', ...day('2026-12-04', '2026-12-05')],
  ['morgen Nachmittag', '2026-11-25T12:00:00-05:00', '2026-11-25T17:00:00-05:00'],
  ['Mittagessen mit Anna am Donnerstag um 12:30', '2026-11-26T12:30:00-05:00'],
];

const SPANISH: Row[] = [
  ['mañana a las 3 de la tarde', '2026-11-25T15:00:00-05:00'],
  ['el viernes a las 10', '2026-11-27T10:00:00-05:00'],
  ['el próximo lunes a las 9', '2026-11-30T09:00:00-05:00'],
  ['el 3 de diciembre', ...day('2026-12-03', '2026-12-04')],
  ['mañana por la mañana', '2026-11-25T08:00:00-05:00', '2026-11-25T12:00:00-05:00'],
  ['a las 10 de la mañana', '2026-11-24T10:00:00-05:00'],
  ['el viernes a las 9 de la noche', '2026-11-27T21:00:00-05:00'],
  ['hoy a las 17:00', '2026-11-24T17:00:00-05:00'],
  ['dentro de 3 días', ...day('2026-11-27', '2026-11-28')],
  ['en 2 horas', '2026-11-24T11:00:00-05:00'],
  ['el lunes 7 de diciembre a las 11', '2026-12-07T11:00:00-05:00'],
  ['almuerzo con Juan el jueves a las 12:30', '2026-11-26T12:30:00-05:00'],
  ['esta tarde', '2026-11-24T12:00:00-05:00', '2026-11-24T17:00:00-05:00'],
];

describe.each([
  ['Chinese', CHINESE],
  ['Japanese', JAPANESE],
  ['French', FRENCH],
  ['German', GERMAN],
  ['Spanish', SPANISH],
])('%s at Tuesday 24 Nov 2026 09:00 in New York', (_, rows) => {
  it.each(rows)('reads "%s"', (...row) => {
    expect(read(row[0])).toEqual(expected(row));
  });
});

describe('in other zones', () => {
  it.each<Row>([
    ['明天上午9点', '2026-11-25T09:00:00+08:00'],
    ['周五下午3点', '2026-11-27T15:00:00+08:00'],
    ['明天', '2026-11-25T00:00:00+08:00', '2026-11-26T00:00:00+08:00'],
    ['两个小时后', '2026-11-25T00:00:00+08:00'],
  ])('reads "%s" at 22:00 in Shanghai on the zone\'s own calendar', (...row) => {
    expect(read(row[0], '2026-11-24T22:00:00+08:00', 'Asia/Shanghai')).toEqual(expected(row));
  });

  it.each<Row>([
    ['demain à 9h', '2026-03-29T09:00:00+02:00'],
    ['demain', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
    ['dans 12 heures', '2026-03-29T09:00:00+02:00'],
    ['la semaine prochaine', '2026-03-30T00:00:00+02:00', '2026-04-06T00:00:00+02:00'],
    ['morgen um 14 Uhr', '2026-03-29T14:00:00+02:00'],
    ['明天上午9点', '2026-03-29T09:00:00+02:00'],
  ])('reads "%s" in Paris the evening before the clocks go forward', (...row) => {
    expect(read(row[0], '2026-03-28T20:00:00+01:00', 'Europe/Paris')).toEqual(expected(row));
  });

  it('counts "tomorrow" from the zone\'s date, not the machine\'s, late in the evening', () => {
    // 21:30 in New York is already Wednesday in UTC and in Tokyo.
    expect(read('明天下午3点', '2026-11-24T21:30:00-05:00')).toEqual({ start: '2026-11-25T15:00:00-05:00' });
    expect(read('demain à 15h', '2026-11-24T21:30:00-05:00')).toEqual({ start: '2026-11-25T15:00:00-05:00' });
    expect(read('mañana a las 15:00', '2026-11-24T21:30:00-05:00')).toEqual({ start: '2026-11-25T15:00:00-05:00' });
  });
});

describe('where the time phrase sits', () => {
  it('spans only the words read as time, so the rest can name the event', () => {
    const match = parseWhen('周五上午十点和Omar开会', Date.parse(NOW), NY);
    expect(match && [match.index, match.length]).toEqual([0, 6]);
    const french = parseWhen('déjeuner avec Marie jeudi à 12h30', Date.parse(NOW), NY);
    expect(french && 'déjeuner avec Marie jeudi à 12h30'.slice(french.index, french.index + french.length)).toBe('jeudi à 12h30');
  });
});

describe('day words chrono misses are read by their own table', () => {
  const day = (ymd: string): { start: string; end: string } => {
    const next = new Date(Date.parse(`${ymd}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { start: `${ymd}T00:00:00-05:00`, end: `${next}T00:00:00-05:00` };
  };
  it.each([
    ['après-demain', day('2026-11-26')],
    ['on se voit après-demain ?', day('2026-11-26')],
    ['tu es libre après demain pour un café ?', day('2026-11-26')],
    ["c'était avant-hier", day('2026-11-22')],
    ['pasado mañana', day('2026-11-26')],
    ['nos vemos pasado mañana', day('2026-11-26')],
    ['¿tienes tiempo pasado mañana?', day('2026-11-26')],
    ['あさって', day('2026-11-26')],
    ['明後日に会いましょう', day('2026-11-26')],
    ['しあさって', day('2026-11-27')],
    ['来週の金曜日', day('2026-12-04')],
    ['来週月曜日に打ち合わせ', day('2026-11-30')],
    ['再来週の水曜日', day('2026-12-09')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('keeps the clock said after them', () => {
    expect(read('pasado mañana a las 10')).toEqual({ start: '2026-11-26T10:00:00-05:00' });
    expect(read('après-demain à 15h')).toEqual({ start: '2026-11-26T15:00:00-05:00' });
    expect(read('明後日の午後3時')).toEqual({ start: '2026-11-26T15:00:00-05:00' });
  });

  it('leaves tomorrow as tomorrow', () => {
    expect(read('demain')).toEqual(day('2026-11-25'));
    expect(read('mañana a las 9')).toEqual({ start: '2026-11-25T09:00:00-05:00' });
  });
});

describe('what chrono misreads is not read', () => {
  it.each(['del 3 al 5 de diciembre', '下下周五'])('gives no time for "%s" rather than a wrong one', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('does not take the "fr" of "früh" for Friday', () => {
    expect(read('Donnerstag früh')).toEqual({ start: '2026-11-26T00:00:00-05:00', end: '2026-11-27T00:00:00-05:00' });
  });

  it('does not take the 下 of 一下 for next week', () => {
    expect(read('商量一下周五开会')).toEqual({ start: '2026-11-27T00:00:00-05:00', end: '2026-11-28T00:00:00-05:00' });
  });
});

describe('which language', () => {
  it.each([
    ['周五上午十点和Omar开会', 'zh'],
    ['下週五下午三點', 'zh'],
    ['明日15時に田中さんと会議', 'ja'],
    ['réunion demain à 15h30', 'fr'],
    ['morgen um 14 Uhr', 'de'],
    ['mañana a las 3 de la tarde', 'es'],
    ['lunch with Omar friday at noon', undefined],
    ['Meet Domingo tomorrow at 3', undefined],
    ['lunch with the Mayo team tomorrow', undefined],
    ['3h deep work block', undefined],
  ])('reads "%s" as %s', (text, locale) => {
    expect(dateLocaleOf(text)).toBe(locale);
  });

  it.each(['tomorrow at 3pm', 'next Friday 2-4pm', 'coffee with Sam on Dec 3', 'the week of Dec 7', 'in 2 hours', '12/3'])(
    'leaves English ("%s") to the English matchers',
    (text) => {
      const now = Date.parse(NOW);
      expect(localeDatePieces(text, { now, zone: NY, ...wallDayAndMinutes(now, NY) })).toEqual([]);
    },
  );
});
