#!/usr/bin/env -S npx tsx
// The headless CLI: the same lib/core the extension runs, for scripts, benchmarks and corpora.
// Usage: kairos parse [TEXT] --now ISO --tz ZONE [--jsonl] | kairos plan [--jsonl]
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { systemTimeZone } from '../lib/adapters/system-clock';
import { CliUsageError } from '../lib/cli/cli-error';
import { parseNowOption, parseZoneOption } from '../lib/cli/cli-time';
import { ask } from '../lib/cli/ask-command';
import { parseToJson } from '../lib/cli/parse-command';
import { readPlacesOptions } from '../lib/cli/places-options';
import { planToJson } from '../lib/cli/plan-command';
import { planRequestToJson } from '../lib/cli/plan-request-command';

const USAGE =
  'usage: kairos parse [TEXT] [--now ISO] [--tz ZONE] [--jsonl] | kairos plan-request [TEXT] [--now ISO] [--tz ZONE] [--jsonl] | kairos plan [--jsonl] < input.json | ' +
  'kairos ask TEXT [--calendar FILE.ics|FILE.json] [--conversation FILE.json] [--now ISO] [--tz ZONE] [--json] [--yes] [--dry-run] [--model-base-url URL --model-key KEY --nano NAME --mini NAME] ' +
  '[--places openstreetmap|foursquare [--places-key KEY] [--home ADDRESS] [--work ADDRESS]]';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      now: { type: 'string' },
      tz: { type: 'string' },
      jsonl: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      calendar: { type: 'string' },
      conversation: { type: 'string' },
      json: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'model-base-url': { type: 'string' },
      'model-key': { type: 'string' },
      nano: { type: 'string' },
      mini: { type: 'string' },
      places: { type: 'string' },
      'places-key': { type: 'string' },
      home: { type: 'string' },
      work: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  switch (command) {
    case 'parse': {
      const settings = { now: parseNowOption(values.now, Date.now()), timeZone: parseZoneOption(values.tz, systemTimeZone()) };
      if (values.jsonl) return eachLine((line) => parseToJson(line, settings));
      const text = rest.length > 0 ? rest.join(' ') : (await readAll()).trim();
      if (text === '') throw new CliUsageError('parse needs a request: kairos parse "coffee with sam@acme.com tomorrow at 3pm"');
      writeJson(parseToJson(text, settings));
      return 0;
    }
    case 'plan-request': {
      const settings = { now: parseNowOption(values.now, Date.now()), timeZone: parseZoneOption(values.tz, systemTimeZone()) };
      if (values.jsonl) return eachLine((line) => planRequestToJson(line, settings));
      const text = rest.length > 0 ? rest.join(' ') : (await readAll()).trim();
      if (text === '') throw new CliUsageError('plan-request needs a request: kairos plan-request "cancel my haircut"');
      writeJson(planRequestToJson(text, settings));
      return 0;
    }
    case 'plan': {
      if (values.jsonl) return eachLine((line) => planToJson(parseJsonLine(line)));
      writeJson(planToJson(parseJsonLine(await readAll())));
      return 0;
    }
    case 'ask': {
      const text = rest.join(' ').trim();
      if (text === '') throw new CliUsageError('ask needs a request: kairos ask "lunch with dana@corp.com on Friday"');
      const places = readPlacesOptions(
        {
          ...(values.places === undefined ? {} : { places: values.places }),
          ...(values['places-key'] === undefined ? {} : { placesKey: values['places-key'] }),
          ...(values.home === undefined ? {} : { home: values.home }),
          ...(values.work === undefined ? {} : { work: values.work }),
        },
        process.env,
      );
      if (values['dry-run']) {
        if (values.yes) throw new CliUsageError('--dry-run prints the Plan without running it, so it cannot take --yes');
        const settings = { now: parseNowOption(values.now, Date.now()), timeZone: parseZoneOption(values.tz, systemTimeZone()) };
        writeJson(planRequestToJson(text, settings));
        return 0;
      }
      const baseUrl = values['model-base-url'];
      if (
        baseUrl === undefined &&
        (values.mini !== undefined || values.nano !== undefined || values['model-key'] !== undefined)
      ) {
        throw new CliUsageError('--nano, --mini and --model-key need --model-base-url');
      }
      if (baseUrl !== undefined && (values.mini === undefined || values.nano === undefined)) {
        throw new CliUsageError('--model-base-url needs --nano NAME and --mini NAME');
      }
      if (baseUrl !== undefined && !URL.canParse(baseUrl)) throw new CliUsageError(`--model-base-url is not a URL: "${baseUrl}"`);
      const output = await ask({
        text,
        now: parseNowOption(values.now, Date.now()),
        timeZone: parseZoneOption(values.tz, systemTimeZone()),
        json: values.json,
        yes: values.yes,
        ...(values.calendar === undefined ? {} : { calendarFile: values.calendar }),
        ...(values.conversation === undefined ? {} : { conversationFile: values.conversation }),
        ...(baseUrl === undefined
          ? {}
          : {
              model: { baseUrl, apiKey: values['model-key'] ?? '', nanoModel: values.nano ?? '', miniModel: values.mini ?? '' },
            }),
        ...(places === undefined ? {} : { places }),
      });
      process.stdout.write(`${output}\n`);
      return 0;
    }
    default:
      throw new CliUsageError(`unknown command "${command}". ${USAGE}`);
  }
}

/**
 * Batch mode: one result line per input line, in order, in one process. A bad line prints
 * {"error": …} in its place (so outputs stay aligned with inputs), one line on stderr, and the
 * run ends with exit code 2.
 */
async function eachLine(handle: (line: string) => unknown): Promise<number> {
  let failed = 0;
  let n = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    n++;
    if (line.trim() === '') continue;
    try {
      writeJson(handle(line));
    } catch (error) {
      if (!(error instanceof CliUsageError)) throw error;
      failed++;
      process.stderr.write(`kairos: line ${String(n)}: ${error.message}\n`);
      writeJson({ error: `line ${String(n)}: ${error.message}` });
    }
  }
  return failed === 0 ? 0 : 2;
}

function parseJsonLine(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliUsageError('input is not valid JSON');
  }
}

async function readAll(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function writeJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`kairos: ${message.split('\n')[0] ?? message}\n`);
    process.exitCode = error instanceof CliUsageError || (error instanceof TypeError && 'code' in error) ? 2 : 1;
  },
);
