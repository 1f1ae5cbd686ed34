// Conformance of Astrolabe's FSRS-6 model with the reference implementation ts-fsrs (pinned in
// package-lock.json). Generates review histories from a seeded PRNG (hundreds of cards over a
// year: mixed ratings, same-day reviews, lapses, irregular times of day), replays them through
// ts-fsrs (fuzz off) and through `astrolabe memory replay`, and requires stability, difficulty
// and retrievability within 1e-5 relative and identical scheduled intervals, for several
// parameter vectors, desired retentions and day offsets. Prints the first differing row.
//
// Usage: node conformance.mjs /path/to/astrolabe
import { spawnSync } from 'node:child_process';
import { loadTsFsrs } from './load_ts_fsrs.mjs';
import { prng } from './prng.mjs';

const TOLERANCE = 1e-5;
const DAY = 86400000;
const MINUTE = 60000;

const astrolabe = process.argv[2];
if (!astrolabe) {
  console.error('Usage: node conformance.mjs /path/to/astrolabe');
  process.exit(2);
}
const { fsrs, createEmptyCard, default_w } = await loadTsFsrs();


const configs = [
  // The first two pass no --params, so astrolabe's own default weights are checked too.
  { name: 'default parameters, retention 0.9, days from midnight UTC',
    w: [...default_w], useDefaults: true, retention: 0.9, offsetMin: 0, seed: 1 },
  { name: 'default parameters, retention 0.8, rollover at 4:00 UTC',
    w: [...default_w], useDefaults: true, retention: 0.8, offsetMin: -240, seed: 2 },
  { name: 'a fitted-looking parameter vector, retention 0.95, UTC+3:30 rolling over at 4:00',
    w: [0.4072, 1.1829, 3.1262, 15.4722, 7.2102, 0.5316, 1.0651, 0.0234, 1.616, 0.1544,
      1.0824, 1.9813, 0.0953, 0.2975, 2.2042, 0.2407, 2.9466, 0.5034, 0.6567, 0.1, 0.3],
    retention: 0.95, offsetMin: 210 - 240, seed: 3 },
  { name: 'extreme-ish parameters, retention 0.7',
    w: [1.5, 3.0, 6.0, 30.0, 5.0, 1.5, 2.0, 0.2, 2.5, 0.3, 1.5, 1.0, 0.2, 0.5, 1.0, 0.3, 2.0,
      1.0, 0.4, 0.5, 0.6],
    retention: 0.7, offsetMin: 60, seed: 4 },
];

const RATING_WEIGHTS = [0.14, 0.14, 0.57, 0.15]; // Again, Hard, Good, Easy

function pickRating(rand) {
  let u = rand();
  for (let g = 0; g < 4; g++) {
    if (u < RATING_WEIGHTS[g]) return g + 1;
    u -= RATING_WEIGHTS[g];
  }
  return 3;
}

// Builds the histories, replaying them through ts-fsrs as it goes (the next review's time
// follows the reference's due date, with noise), and returns the CSV input and the expected rows.
function generate(config) {
  const rand = prng(config.seed);
  const f = fsrs({
    w: config.w, request_retention: config.retention, enable_fuzz: false,
    enable_short_term: true, maximum_interval: 36500,
    learning_steps: ['1m', '10m'], relearning_steps: ['10m'],
  });
  const shift = config.offsetMin * MINUTE; // ts-fsrs counts days from midnight UTC
  const yearStart = Date.UTC(2025, 0, 1);
  const yearEnd = yearStart + 365 * DAY;
  const input = ['card_id,review_ts_ms,rating'];
  const expected = [];
  for (let c = 0; c < 400; c++) {
    const id = `q${String(c).padStart(4, '0')}`;
    let t = yearStart + Math.floor(rand() * 120) * DAY + Math.floor(rand() * DAY);
    let card = createEmptyCard(new Date(t + shift));
    for (let n = 0; n < 60 && t < yearEnd; n++) {
      const rating = pickRating(rand);
      const before = card;
      const { card: after, log } = f.next(before, new Date(t + shift), rating);
      const r = before.state === 0 ? null : f.forgetting_curve(log.elapsed_days, before.stability);
      input.push(`${id},${t},${rating}`);
      expected.push({ id, t, rating, s: after.stability, d: after.difficulty, r,
        days: after.scheduled_days, elapsed: log.elapsed_days, reviewCard: before.state === 2 });
      card = after;
      const due = after.due.getTime() - shift;
      const u = rand();
      if (u < 0.12) {
        t += 1 + Math.floor(rand() * 6 * 60 * MINUTE); // again within hours: often the same day
      } else if (u < 0.2) {
        t = Math.max(t + MINUTE, due - Math.floor(rand() * (due - t))); // early
      } else if (after.scheduled_days === 0) {
        t = due + Math.floor(rand() * 90 * MINUTE);
      } else {
        t = due + Math.floor((rand() * 1.5 - 0.2) * after.scheduled_days * DAY) +
          Math.floor(rand() * DAY); // late or a bit early, any time of day
      }
      if (t <= expected[expected.length - 1].t) t = expected[expected.length - 1].t + 1;
    }
  }
  return { csv: input.join('\n') + '\n', expected };
}

function relativeDifference(a, b) {
  if (a === b) return 0;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
}

function compare(config, expected, output) {
  const lines = output.split('\n').filter((l) => l.length > 0);
  const header = 'card_id,review_ts_ms,rating,stability,difficulty,retrievability_before,scheduled_days';
  if (lines[0] !== header) return `the output header is "${lines[0]}"`;
  if (lines.length - 1 !== expected.length)
    return `astrolabe wrote ${lines.length - 1} rows for ${expected.length} reviews`;
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i];
    const [id, t, rating, s, d, r, days] = lines[i + 1].split(',');
    const where = `row ${i + 1} (card ${e.id}, time ${e.t}, rating ${e.rating})`;
    const wantR = e.r === null ? '' : String(e.r);
    const problems = [];
    if (id !== e.id || Number(t) !== e.t || Number(rating) !== e.rating) problems.push('echoed input differs');
    if (relativeDifference(Number(s), e.s) > TOLERANCE) problems.push(`stability ${s} vs ${e.s}`);
    if (relativeDifference(Number(d), e.d) > TOLERANCE) problems.push(`difficulty ${d} vs ${e.d}`);
    if ((r === '') !== (e.r === null) || (r !== '' && relativeDifference(Number(r), e.r) > TOLERANCE))
      problems.push(`retrievability "${r}" vs "${wantR}"`);
    if (Number(days) !== e.days || days === '') problems.push(`scheduled_days ${days} vs ${e.days}`);
    if (problems.length > 0) {
      return `first difference at ${where}: ${problems.join('; ')} (astrolabe vs ts-fsrs)\n` +
        `  astrolabe: ${lines[i + 1]}\n` +
        `  ts-fsrs:   ${e.id},${e.t},${e.rating},${e.s},${e.d},${wantR},${e.days}`;
    }
  }
  return null;
}

let failures = 0;
for (const config of configs) {
  const { csv, expected } = generate(config);
  const args = ['memory', 'replay', '--retention', String(config.retention),
    '--day-offset-min', String(config.offsetMin)];
  if (!config.useDefaults) args.push('--params', config.w.join(','));
  const run = spawnSync(astrolabe, args, { input: csv, encoding: 'utf8', maxBuffer: 1 << 28 });
  const stats = {
    cards: new Set(expected.map((e) => e.id)).size,
    sameDay: expected.filter((e) => e.r !== null && e.elapsed === 0).length,
    lapses: expected.filter((e) => e.reviewCard && e.rating === 1).length,
    longest: Math.max(...expected.map((e) => e.days)),
  };
  let problem = null;
  if (run.error) problem = `astrolabe could not be run: ${run.error.message}`;
  else if (run.status !== 0) problem = `astrolabe exited with ${run.status}: ${run.stderr.trim()}`;
  else problem = compare(config, expected, run.stdout);
  if (problem) {
    failures++;
    console.log(`FAIL ${config.name}: ${problem}`);
  } else {
    console.log(`ok   ${config.name}: ${expected.length} reviews of ${stats.cards} cards ` +
      `(${stats.lapses} lapses, ${stats.sameDay} same-day, intervals up to ${stats.longest} days) agree`);
  }
}
if (failures > 0) {
  console.log(`${failures} of ${configs.length} configurations differ from ts-fsrs.`);
  process.exit(1);
}
