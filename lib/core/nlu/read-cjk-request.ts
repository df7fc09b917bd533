import { allMatches } from './all-matches';
import type { ParsedAttendee } from './parsed-request';

/** Who a Chinese or Japanese request invites and what the event is called. */
export interface CjkReading {
  attendees: ParsedAttendee[];
  title?: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** What the event is, as a calendar names it; the first that appears wins ("电话会议" is a call). */
const ACTIVITIES: [RegExp, string][] = [
  [/电话|電話|通话|通話/, 'Call'],
  [/面试|面試|面接/, 'Interview'],
  [/午饭|午飯|午餐|ランチ|昼食|昼ご飯|昼ごはん/, 'Lunch'],
  [/晚饭|晚飯|晚餐|ディナー|夕食|晩ご飯|晩ごはん/, 'Dinner'],
  [/早饭|早飯|早餐|朝食|朝ご飯|朝ごはん/, 'Breakfast'],
  [/咖啡|コーヒー|お茶/, 'Coffee'],
  [/喝酒|飲み会/, 'Drinks'],
  [/吃饭|吃飯|吃个饭|吃個飯|聚餐|食事/, 'Meal'],
  [/开会|開會|会议|會議|会議|见面|見面|碰面|碰头|碰頭|ミーティング|打ち合わせ|打合せ|面談|会う|会い/, 'Meeting'],
];

/** A verb of meeting or an activity: what follows a guest's name ("和张伟开会", "跟Sam吃饭"). */
const ACTION = String.raw`\s*(?:一起|一块|一塊)?\s*(?:[开開吃喝见見打聊约約通碰聚面]|会议|會議|会議|午|晚|早|咖啡|电话|電話)`;
const LATIN_NAME = String.raw`[A-Za-z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*)?`;
const HAN_NAME = String.raw`(?![个個一下这這那开開吃喝见見打聊约約通碰聚面])\p{Script=Han}{1,4}?`;
const LIST = (name: string): string => String.raw`${name}(?:\s*(?:、|,|，|和|跟)\s*${name})*`;
/**
 * Chinese: 和/跟/与/同 X — "和Omar开会", "跟张伟吃饭", "与Sam、Dana见面". A name in Chinese
 * characters has no spaces around it, so it counts only when a verb or an activity follows.
 */
const ZH_GUESTS_HAN = new RegExp(
  String.raw`(?:和|跟|与|與|同)\s*(${LIST(String.raw`(?:${LATIN_NAME}|${HAN_NAME})`)})(?=${ACTION})`,
  'gu',
);
const ZH_GUESTS_LATIN = new RegExp(String.raw`(?:和|跟|与|與|同|约|約|邀请|邀請)\s*(${LIST(LATIN_NAME)})(?![A-Za-z])`, 'gu');
/** Japanese: X(さん)と + activity — "田中さんと会議", "Omarとランチ". */
const JA_GUESTS = new RegExp(
  String.raw`(${LATIN_NAME}|[\p{Script=Han}\p{Script=Katakana}ー]{1,6})\s*(?:さん|様|さま|くん|君|ちゃん|氏|先生)?と(?=\s*(?:${ACTIVITIES.map(([re]) => re.source).join('|')}|話|会))`,
  'gu',
);
/** People named by their role, not invited by name: in the title ("Meal with 同事"), not a guest. */
const ROLE =
  /^(?:同事|同事们|同事們|团队|團隊|大家|客户|客戶|老板|老闆|领导|領導|家人|朋友|朋友们|朋友們|チーム|皆|みんな|皆さん|お客様|上司)$/u;
const NAME_SPLIT = /\s*(?:、|,|，|和|跟)\s*/;

/** Words that ask or connect rather than name the event, dropped from a title made of what is left. */
const FILLER =
  /安排|预约|預約|预定|預定|帮我|幫我|给我|給我|请|請|一下|一个|一個|一次|予定を?|入れて|ください|お願い(?:します)?|(?<=^|\s)[在和跟与與同约約にでをのがへはと]|[的にでをのがへはと](?=\s|$)/gu;

/**
 * The guests and the title of a request written in Chinese or Japanese, read from what is left once
 * the time was taken out: "周五上午十点和Omar开会" leaves "和Omar开会", a meeting with Omar
 * ("Meeting with Omar"); "明日15時に田中さんとランチ" leaves "に田中さんとランチ", "Lunch with 田中".
 * The English extractors find no words here (CJK has no spaces), so this is the whole reading of
 * who and what for these requests; undefined for text with no Chinese or Japanese in it, or
 * English text that only mentions some, which the English readers handle.
 */
export function readCjkRequest(rest: string): CjkReading | undefined {
  if (!CJK.test(rest)) return undefined;
  const names: string[] = [];
  let left = rest;
  for (const re of [ZH_GUESTS_HAN, ZH_GUESTS_LATIN, JA_GUESTS]) {
    for (const m of allMatches(re, rest)) {
      const list = m[1] ?? '';
      for (const raw of list.split(NAME_SPLIT)) {
        const name = raw.trim().replace(/^[a-z]/, (c) => c.toUpperCase());
        if (name !== '' && !names.includes(name)) names.push(name);
      }
      left = left.slice(0, m.index) + ' '.repeat(m[0].length) + left.slice(m.index + m[0].length);
    }
  }
  const activity = ACTIVITIES.find(([re]) => re.test(rest))?.[1];
  const attendees = names.filter((name) => !ROLE.test(name)).map((name) => ({ name }));
  if (names.length > 0) return { attendees, title: `${activity ?? 'Meeting'} with ${joinNames(names)}` };
  if (activity !== undefined) return { attendees, title: activity };
  // Nothing we know by name: the words left ("看牙医", "歯医者") are the title as written, unless
  // they are English with a Chinese name in them ("lunch with 张伟"), which the English reading titles.
  const words = left
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/[A-Za-z]/.test(words)) return undefined;
  return words === '' ? { attendees } : { attendees, title: words };
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
