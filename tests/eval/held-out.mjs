// The held-out sets' runners in one place (the wild and third sets' run-*-eval.mjs under
// tests/eval/menus and tests/eval/labels): options, the word overlap that ties an answer to a printed
// entry, the per-design and per-photo tables, and the floors. Each set gives only its renderer,
// its questions and its floors. Run by the eval tier through run-eval-script.js (--json).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadReader } from './ocr-reader.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
// the built ai service to measure (AI_DIST: another build of it, such as a baseline kept aside)
const AI_DIST = process.env.AI_DIST ?? path.join(ROOT, 'services/ai/dist');
export const knowledge = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));
export const ai = (p) => require(path.join(AI_DIST, p));
const regionName = (id) => knowledge.findRegion(id)?.name ?? id;

/** The command line every runner takes: --full, --json, --save DIR, --seed N, --count N, --pages DIR [--cached-only], --first N. */
export function options(argv = process.argv.slice(2)) {
  const opt = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
  const pagesDir = opt('pages', null);
  return {
    full: argv.includes('--full'),
    asJson: argv.includes('--json'),
    saveDir: opt('save', null),
    seed: opt('seed', null),
    count: opt('count', null),
    first: Number(opt('first', 0)),
    // pages read before (their OCR, as JSON) are read from here instead of photographed and read
    // again: a parser or answer change is measured in seconds (remove a page's file after an OCR change)
    pagesDir,
    // --cached-only: only the lists whose reading is kept in --pages (the rest are skipped)
    cachedOnly: Boolean(pagesDir) && argv.includes('--cached-only'),
  };
}

/**
 * The word overlap that ties a line read or answered to a printed entry: the share of the entry's
 * words in the line, and the entry (or dish) a line is. `vintageRunIn`: a vintage OCR ran into the
 * name ("Fiano'17" → 'fiano17') is still the name's word (the third set prints vintages so). On a
 * tie the first entry wins, or the last with `lastOnTie` (as each set was first measured).
 */
export function wordOverlap({ vintageRunIn = false, lastOnTie = false } = {}) {
  const words = (s) => {
    const f = knowledge.fold(s);
    return new Set((vintageRunIn ? f.replace(/([a-z])(\d)/g, '$1 $2') : f).split(' ').filter(Boolean));
  };
  const cover = (want, got) => {
    const w = words(want);
    const g = words(got);
    return [...w].filter((x) => g.has(x)).length / Math.max(1, w.size);
  };
  const truthOf = (line, things, nameFn = nameOf, floor = 0.7) => {
    let top = null;
    let score = 0;
    for (const t of things) {
      const s = cover(nameFn(t), line);
      if (s > score || (lastOnTie && s === score && s >= floor)) [top, score] = [t, s];
    }
    return score >= floor ? top : null;
  };
  return { cover, truthOf };
}
export const nameOf = (w) => `${w.producer} ${w.wineName}`;

const share = (a, b) => (b ? a / b : 1);
const sum = (rs, k) => rs.reduce((s, r) => s + r[k], 0);
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0);
};
const pctText = (x) => (x === null ? '     - ' : `${(x * 100).toFixed(1)}%`.padStart(7));
const byKey = (key) => `by${key[0].toUpperCase()}${key.slice(1)}`;

/** The answer says nothing fits: no picks, or each pick named with what of the question it breaks. */
const saysNothingFits = (answer) =>
  !answer.picks.length || answer.picks.every((p) => Array.isArray(p.breaks) && p.breaks.length > 0);

/**
 * A wine-list set: each list photographed (or its kept OCR read), parsed and asked its questions.
 * `set`: { title, render(wines, regionName, opts), questions(list), fits(entry, hard), subset(i),
 * count, seed, overlap (wordOverlap's options), floors, targets }. Prints tables by design and by photo; exits 1 below the floors.
 */
export async function runListSet(set) {
  const o = options();
  const { cover, truthOf } = wordOverlap(set.overlap);
  const { readMenuText } = ai('menus/read-menu-text.js');
  const { parseWineList } = ai('menus/parse-wine-list.js');
  const { understandEntry } = ai('menus/understand-entry.js');
  const { answerQuestion } = ai('menus/answer-question.js');
  const reader = await loadReader(ai('label/label-ocr.js').PaddleLabelReader);
  for (const d of [o.pagesDir, o.saveDir]) if (d) fs.mkdirSync(d, { recursive: true });
  const kept = (name) => o.pagesDir && path.join(o.pagesDir, `${name}.json`);
  const lists = await set.render(knowledge.WINES, regionName, {
    count: Number(o.count ?? set.count),
    seed: Number(o.seed ?? set.seed),
    only: o.full ? null : set.subset,
    truthOnly: (name) => o.cachedOnly || Boolean(kept(name) && fs.existsSync(kept(name))),
  });

  const listRows = [];
  const qRows = [];
  const times = [];
  for (const [n, list] of lists.entries()) {
    const pageFile = kept(list.name);
    if (o.cachedOnly && !fs.existsSync(pageFile)) continue;
    const t0 = performance.now();
    const page = pageFile && !list.image ? JSON.parse(fs.readFileSync(pageFile, 'utf8')) : await readMenuText(list.image, reader);
    if (pageFile && list.image) fs.writeFileSync(pageFile, JSON.stringify(page));
    const read = parseWineList(page).map(understandEntry);
    times.push(performance.now() - t0);
    const hidden = list.hidden ?? [];
    // each printed entry: found among the entries read, and with its prices
    let found = 0;
    let priced = 0;
    const misread = [];
    for (const e of list.entries) {
      const got = read
        .map((r) => ({ r, s: cover(nameOf(e), r.menuLine) }))
        .filter((x) => x.s >= 0.8)
        .sort((a, b) => b.s - a.s)[0]?.r;
      if (got) found++;
      if (got && got.glassPrice === e.glass && got.bottlePrice === e.bottle) priced++;
      else
        misread.push(
          `${e.printed} → ${got ? `${got.glassPrice ?? '-'}/${got.bottlePrice ?? '-'} ${got.wineType ?? '?'}` : 'not read'}`,
        );
    }
    listRows.push({
      name: list.name,
      design: list.design,
      photo: list.photo,
      entries: list.entries.length,
      found,
      priced,
      misread,
    });
    // an entry the hand or the glass covers only in part, read with its prices, is on the list as
    // the reader sees it: the questions are asked of the visible entries and of those
    const readHidden = hidden.filter((e) =>
      read.some((r) => cover(nameOf(e), r.menuLine) >= 0.8 && r.glassPrice === e.glass && r.bottlePrice === e.bottle),
    );
    const onList = [...list.entries, ...readHidden];
    for (const question of set.questions(list)) {
      const accept = question.accept(onList);
      const answer = answerQuestion(read, question.text);
      const top = answer.picks[0];
      let ok;
      if (!accept.length) ok = saysNothingFits(answer);
      else {
        const t = top ? truthOf(top.menuLine, onList) : null;
        const price =
          t &&
          (question.hard.glass
            ? top.glassPrice === t.glass
            : top.bottlePrice === t.bottle || (t.bottle === null && top.glassPrice === t.glass));
        ok = Boolean(t && accept.includes(t) && price && !(Array.isArray(top.breaks) && top.breaks.length));
      }
      // every pick offered as fitting must fit (by the printed truth), and never be a dish
      const breaking = [];
      for (const p of answer.picks) {
        if (Array.isArray(p.breaks) && p.breaks.length) continue;
        const t = truthOf(p.menuLine, [...list.entries, ...hidden]);
        const dish = !t && truthOf(p.menuLine, list.dishes ?? [], (d) => d.name, 0.6);
        if ((t && !set.fits(t, question.hard)) || dish) breaking.push(p.menuLine);
      }
      qRows.push({
        list: list.name,
        design: list.design,
        photo: list.photo,
        question: question.text,
        ok,
        breaks: breaking.length,
        got: top ? `${top.menuLine} (${top.price})${breaking.length ? `  BREAKS: ${breaking.join(' ; ')}` : ''}` : '(no pick)',
        want: accept.length ? accept.map(nameOf).join(' | ') : '(nothing fits: say so)',
      });
    }
    if (o.saveDir) {
      if (list.image) fs.writeFileSync(path.join(o.saveDir, `${list.name}.jpg`), list.image);
      fs.writeFileSync(
        path.join(o.saveDir, `${list.name}.txt`),
        [
          ...page.lines.map((l) => `ocr\t${l.left},${l.top},${l.width}x${l.height}\t${l.text}`),
          ...read.map(
            (e) =>
              `read\t${e.section ?? '-'}\t${e.glassPrice ?? '-'}\t${e.bottlePrice ?? '-'}\t${e.wineType ?? '?'}\t${e.menuLine}`,
          ),
          ...list.entries.map((e) => `truth\t${e.glass ?? '-'}\t${e.bottle ?? '-'}\t${e.wineType}\t${e.printed}`),
        ].join('\n'),
      );
    }
    if (!o.asJson)
      process.stderr.write(
        `${n + 1}/${lists.length} ${list.name} ${found}/${list.entries.length} read, ${priced} priced, ${Math.round(times.at(-1))} ms\n`,
      );
  }

  const table = (key) =>
    [...new Set(listRows.map((r) => r[key]))].map((k) => {
      const ls = listRows.filter((r) => r[key] === k);
      const qs = qRows.filter((r) => r[key] === k);
      return {
        [key]: k,
        lists: ls.length,
        entries: sum(ls, 'entries'),
        read: share(sum(ls, 'found'), sum(ls, 'entries')),
        priced: share(sum(ls, 'priced'), sum(ls, 'entries')),
        questions: qs.length,
        right: share(qs.filter((r) => r.ok).length, qs.length),
        breaks: qs.filter((r) => r.breaks).length,
      };
    });
  const entries = sum(listRows, 'entries');
  const result = {
    lists: listRows.length,
    entries,
    questions: qRows.length,
    questionAccuracy: share(qRows.filter((r) => r.ok).length, qRows.length),
    entriesRead: share(sum(listRows, 'found'), entries),
    entriesPricedRight: share(sum(listRows, 'priced'), entries),
    // of the entries read, the share with both prices right
    pricesOfRead: share(sum(listRows, 'priced'), sum(listRows, 'found')),
    answersBreaking: qRows.filter((r) => r.breaks).length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    byDesign: table('design'),
    byPhoto: table('photo'),
    targets: set.targets,
    floors: set.floors,
    misses: qRows.filter((r) => !r.ok || r.breaks),
    misread: listRows.flatMap((r) => r.misread.map((m) => `${r.name}: ${m}`)),
  };
  const pass =
    result.questionAccuracy >= set.floors.questions &&
    result.entriesPricedRight >= set.floors.entries &&
    result.pricesOfRead >= set.floors.prices;
  if (o.asJson) console.log(JSON.stringify({ ...result, pass }));
  else {
    for (const r of result.misses) console.log(`XX ${r.list}  ${r.question}  → ${r.got}   want: ${r.want}`);
    for (const m of result.misread) console.log(`misread ${m}`);
    for (const key of ['design', 'photo']) {
      console.log(`\nby ${key}:             lists entries   read  priced  questions  right  breaking`);
      for (const t of result[byKey(key)])
        console.log(
          `  ${String(t[key]).padEnd(20)} ${String(t.lists).padStart(4)} ${String(t.entries).padStart(6)} ${pctText(t.read)} ${pctText(t.priced)} ${String(t.questions).padStart(6)} ${pctText(t.right)} ${String(t.breaks).padStart(6)}`,
        );
    }
    console.log(
      `\n${result.lists} ${set.title} lists, ${entries} entries, ${result.questions} questions: questions ${pctText(result.questionAccuracy)} right (target 97%), ` +
        `entries read ${pctText(result.entriesRead)}, with the right prices ${pctText(result.entriesPricedRight)} (target 98%; prices of those read ${pctText(result.pricesOfRead)}, target 99%), ` +
        `${result.answersBreaking} answers breaking a hard constraint (target 0), read p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms → ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  process.exit(pass ? 0 : 1);
}

/**
 * A label set: each bottle photographed and read. `set`: { title, render(wines, regionName,
 * opts), seed, subset(i), asPrinted(analysis, truth), tables (['design', 'photo', …]), floors,
 * targets }. Exact wine on catalogue labels, false matches on the rest, vintage where printed.
 */
export async function runLabelSet(set) {
  const o = options();
  const { readBottle } = ai('label/read-bottle.js');
  const reader = await loadReader(ai('label/label-ocr.js').PaddleLabelReader);
  if (o.saveDir) fs.mkdirSync(o.saveDir, { recursive: true });
  const rows = [];
  // --first N: the first N photos only
  const only = o.first ? (i) => i < o.first : o.full ? null : set.subset;
  for await (const label of set.render(knowledge.WINES, regionName, { seed: Number(o.seed ?? set.seed), only })) {
    const t0 = performance.now();
    const { analysis, lines, width, height } = await readBottle(label.image, reader);
    const ms = performance.now() - t0;
    const t = label.truth;
    const inCatalogue = t.wineId !== null;
    rows.push({
      name: label.name,
      design: label.design,
      photo: label.photo,
      kind: t.kind,
      inCatalogue,
      exact: inCatalogue && analysis.catalogueWineId === t.wineId,
      falseMatch: !inCatalogue && analysis.catalogueWineId !== null,
      // 'not in our catalogue' with the label's names as printed
      asPrinted: !inCatalogue && analysis.catalogueWineId === null && set.asPrinted(analysis, t),
      dated: t.vintage !== null,
      vintageOk: analysis.vintage === (t.vintage === null ? 'NV' : String(t.vintage)),
      ms: Math.round(ms),
      got: `${analysis.producer} | ${analysis.wineName} | ${analysis.vintage} | ${analysis.catalogueWineId}`,
      want: `${t.producer} | ${t.wineName} | ${t.vintage ?? 'NV'} | ${t.wineId}`,
    });
    if (o.saveDir) {
      fs.writeFileSync(path.join(o.saveDir, `${label.name}.jpg`), label.image);
      // what OCR read and the frame it was read in, to try a matcher change without reading again
      fs.writeFileSync(path.join(o.saveDir, `${label.name}.json`), JSON.stringify({ truth: t, lines, width, height }));
    }
    if (!o.asJson) process.stderr.write(`${rows.length} ${label.name} ${Math.round(ms)} ms\n`);
  }

  const part = (xs, f) => (xs.length ? xs.filter(f).length / xs.length : null);
  const summary = (rs) => ({
    photos: rs.length,
    exact: part(
      rs.filter((r) => r.inCatalogue),
      (r) => r.exact,
    ),
    falseMatch: part(
      rs.filter((r) => !r.inCatalogue),
      (r) => r.falseMatch,
    ),
    asPrinted: part(
      rs.filter((r) => !r.inCatalogue),
      (r) => r.asPrinted,
    ),
    vintage: part(
      rs.filter((r) => r.dated),
      (r) => r.vintageOk,
    ),
  });
  const table = (key) =>
    [...new Set(rows.map((r) => r[key]))].map((k) => ({ [key]: k, ...summary(rows.filter((r) => r[key] === k)) }));
  const times = rows.map((r) => r.ms);
  const result = {
    ...summary(rows),
    catalogueLabels: rows.filter((r) => r.inCatalogue).length,
    notInCatalogueLabels: rows.filter((r) => !r.inCatalogue).length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    ...Object.fromEntries(set.tables.map((key) => [byKey(key), table(key)])),
    targets: set.targets,
    floors: set.floors,
    misses: rows.filter((r) => (r.inCatalogue && !r.exact) || r.falseMatch || (r.dated && !r.vintageOk)),
  };
  const pass =
    result.exact >= set.floors.exact && result.falseMatch <= set.floors.falseMatch && result.vintage >= set.floors.vintage;
  if (o.asJson) console.log(JSON.stringify({ ...result, pass }));
  else {
    for (const r of result.misses)
      console.log(
        `${r.falseMatch ? 'FALSE ' : r.inCatalogue && !r.exact ? 'MISS  ' : 'V!    '}${r.name}\n      got  ${r.got}\n      want ${r.want}`,
      );
    for (const key of set.tables) {
      console.log(`\nby ${key}:            photos   exact  false-match  as-printed  vintage`);
      for (const t of result[byKey(key)])
        console.log(
          `  ${String(t[key]).padEnd(20)} ${String(t.photos).padStart(4)} ${pctText(t.exact)}     ${pctText(t.falseMatch)}    ${pctText(t.asPrinted)} ${pctText(t.vintage)}`,
        );
    }
    console.log(
      `\n${result.photos} ${set.title} label photos (${result.catalogueLabels} catalogue, ${result.notInCatalogueLabels} not in the catalogue): ` +
        `exact wine ${pctText(result.exact)} (target 99%), false matches ${pctText(result.falseMatch)} (target < 1%), as printed ${pctText(result.asPrinted)}, ` +
        `vintage ${pctText(result.vintage)} (target 99%), p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms → ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  process.exit(pass ? 0 : 1);
}
