// Replays a card_id,review_ts_ms,rating CSV through ts-fsrs (fuzz off, the same settings as
// `astrolabe memory replay`), several times, and prints
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target>
// Each run parses the file's text and replays every review, as the C++ benchmark does.
// Usage: node replay_tsfsrs.mjs reviews.csv [runs]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { loadTsFsrs } = await import(
  pathToFileURL(join(here, '..', 'conformance', 'load_ts_fsrs.mjs')).href);
const { fsrs, createEmptyCard } = await loadTsFsrs();

const [file, runsArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node replay_tsfsrs.mjs reviews.csv [runs]');
  process.exit(2);
}
const runs = Math.max(1, Number(runsArg) || 3);
const text = readFileSync(file, 'latin1');
const f = fsrs({ enable_fuzz: false, enable_short_term: true, request_retention: 0.9 });

function replay() {
  let checksum = 0;
  let cardId = null;
  let card = null;
  let start = 0;
  let count = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.length === 0 || line.startsWith('card_id')) continue;
    const [id, ts, rating] = line.split(',');
    const now = new Date(Number(ts));
    if (id !== cardId) {
      cardId = id;
      card = createEmptyCard(now);
    }
    card = f.next(card, now, Number(rating)).card;
    checksum += card.stability;
    count++;
  }
  return { checksum, count };
}

const times = [];
let count = 0;
for (let i = 0; i < runs; i++) {
  const t0 = process.hrtime.bigint();
  count = replay().count;
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((a, b) => a - b);
const n = times.length;
const median = n % 2 ? times[(n - 1) / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
const label = count === 1000000 ? '1M' : String(count);
console.log(`memory: replay ${label} reviews, ts-fsrs in node\t${median.toFixed(2)}\t` +
  `${times[0].toFixed(2)}\t${times[n - 1].toFixed(2)}\t-`);
