/**
 * Where the time before the largest contentful paint goes, from a Chromium performance trace and
 * the network events of the same load (`npm run bench:lcp`, issue "signed-in first screens under
 * 2.5 s"): the renderer's main thread split into script, rendering, other work and idle (idle is
 * waiting for the network), and the requests that ran before the paint, with the chain of those
 * that ran one after another.
 */

/** One event of a Chromium trace (the JSON trace format). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  /** Thread (CPU) time of a complete event, µs: what the work cost, whatever else the machine ran. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown>; readonly frame?: string };
}

/** One request as the network events report it, in the trace's clock (µs). */
export interface NetworkRecord {
  readonly url: string;
  readonly type: string;
  readonly startUs: number;
  readonly endUs: number;
  /** The files on the call stack that asked for it (scripts), or the document (parser, preload). */
  readonly initiators: readonly string[];
}

interface RequestRow {
  readonly label: string;
  readonly type: string;
  readonly startMs: number;
  readonly endMs: number;
  /** Which file asked for it: the latest-arrived script on the stack, or the document. */
  readonly askedBy: string;
  /** Round trip in the sequence: 1 for the document, n + 1 for what the n-th asked for. */
  readonly step: number;
}

export interface Breakdown {
  readonly lcpMs: number;
  readonly lcpElement: string;
  readonly scriptMs: number;
  readonly renderMs: number;
  readonly otherMs: number;
  /** The main thread had nothing to do: it waited for the network. */
  readonly idleMs: number;
  /**
   * The same work as CPU time of the main thread (trace `tdur`): script (forced layouts inside
   * it included) and rendering. Other processes on a busy machine stretch wall time, much less this.
   */
  readonly scriptCpuMs: number;
  readonly renderCpuMs: number;
  readonly requests: readonly RequestRow[];
  /** Back from the paint: the last request to finish before it, then the last before that one started... */
  readonly chain: readonly RequestRow[];
}

/** Main-thread work that runs JavaScript (compile, evaluate, call into it, collect its garbage). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'BlinkGC.AtomicPhase',
]);

/** Main-thread work that turns the DOM into pixels (and reads the page's HTML and CSS). */
const RENDER_EVENTS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'Commit',
  'CompositeLayers',
  'HitTest',
  'Decode Image',
]);

type Interval = readonly [number, number];

/** A row with the record it came from. */
type Traced = RequestRow & { readonly record: NetworkRecord };
const withoutRecord = ({ record: _record, ...row }: Traced): RequestRow => row;

/** Sorted, non-overlapping intervals covering the same time. */
function union(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * CPU time (tdur) of the outermost script and rendering events in [start, end]: an event inside
 * another (a forced layout inside a script) is part of its parent's time.
 */
function cpuByKind(events: readonly TraceEvent[], start: number, end: number): { script: number; render: number } {
  const cpu = { script: 0, render: 0 };
  let coveredUntil = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const kind = SCRIPT_EVENTS.has(event.name) ? 'script' : RENDER_EVENTS.has(event.name) ? 'render' : null;
    const eventEnd = event.ts + (event.dur ?? 0);
    if (!kind || event.ts < coveredUntil) continue;
    coveredUntil = eventEnd;
    if (event.tdur === undefined || !event.dur) continue;
    const inside = Math.max(0, Math.min(end, eventEnd) - Math.max(start, event.ts));
    cpu[kind] += (event.tdur * inside) / event.dur;
  }
  return cpu;
}

const total = (intervals: readonly Interval[]) => intervals.reduce((sum, [start, end]) => sum + (end - start), 0);

/** Time of `a` not covered by `b` (both unions). */
function minus(a: readonly Interval[], b: readonly Interval[]): number {
  let covered = 0;
  for (const [start, end] of a) {
    for (const [otherStart, otherEnd] of b) covered += Math.max(0, Math.min(end, otherEnd) - Math.max(start, otherStart));
  }
  return total(a) - covered;
}

/** The navigation of `url` (its navigationStart), and the last LCP candidate after it. */
function navigationAndLcp(events: readonly TraceEvent[], url: string) {
  const starts = events.filter(
    (event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith(url),
  );
  const navigation = starts[starts.length - 1];
  if (!navigation) throw new Error(`no navigationStart for ${url} in the trace`);
  const candidates = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.ts >= navigation.ts && event.pid === navigation.pid,
  );
  const lcp = candidates[candidates.length - 1];
  if (!lcp) throw new Error(`no LCP candidate after the navigation to ${url}`);
  return { navigation, lcp };
}

const fileName = (url: string) => {
  const parsed = new URL(url);
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? parsed.pathname;
  // Hashes change every build; the readable part names the file.
  return parsed.pathname.startsWith('/api/') ? `${parsed.pathname}${parsed.search}` : last.replace(/\.[0-9a-f]{8}\./, '.');
};

/** A short, stable label: the area's port names it (host files have none). */
function requestLabel(url: string, names: Readonly<Record<string, string>>): string {
  const origin = new URL(url).origin;
  const owner = names[origin];
  return owner ? `${owner}: ${fileName(url)}` : fileName(url);
}

export function analyse(
  events: readonly TraceEvent[],
  network: readonly NetworkRecord[],
  pageUrl: string,
  names: Readonly<Record<string, string>> = {},
): Breakdown {
  const { navigation, lcp } = navigationAndLcp(events, pageUrl);
  const start = navigation.ts;
  const end = lcp.ts;
  // The page's renderer main thread: the one that recorded its LCP candidates.
  const { pid, tid } = lcp;
  const clip = (event: TraceEvent): Interval => [Math.max(start, event.ts), Math.min(end, event.ts + (event.dur ?? 0))];
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = union(onMain.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask').map(clip));
  const render = union(onMain.filter((event) => RENDER_EVENTS.has(event.name)).map(clip));
  const script = union(onMain.filter((event) => SCRIPT_EVENTS.has(event.name)).map(clip));
  const busy = union([...tasks, ...render, ...script]);
  const scriptUs = minus(script, render);
  const cpu = cpuByKind(onMain, start, end);
  const renderUs = total(render);
  const ms = (us: number) => Math.round(us / 1000);

  // Each URL once: a script that uses what the page preloaded is reported again, from memory.
  const seen = new Set<string>();
  const before = network
    .filter((record) => record.startUs >= start - 1000 && record.startUs < end)
    .sort((a, b) => a.startUs - b.startUs)
    .filter((record) => !seen.has(record.url) && seen.add(record.url));
  const arrived = new Map(before.map((record) => [record.url, record.endUs]));
  const steps = new Map<string, number>();
  const rows: Traced[] = [];
  for (const record of before) {
    // The file that made the call: of the files on the stack, the one that arrived last (the others were already there).
    const askers = record.initiators.filter((url) => (arrived.get(url) ?? Infinity) <= record.startUs);
    const asker = askers.sort((a, b) => arrived.get(b)! - arrived.get(a)!)[0];
    const step = asker === undefined ? 1 : (steps.get(asker) ?? 1) + 1;
    steps.set(record.url, step);
    rows.push({
      record,
      label: requestLabel(record.url, names),
      type: record.type,
      startMs: ms(record.startUs - start),
      endMs: ms(record.endUs - start),
      askedBy: asker === undefined ? 'document' : requestLabel(asker, names),
      step,
    });
  }
  // Back from the paint, each link is what the next one waited for: of the requests finished before
  // it began, the last to finish among the files on its stack and the data (fetch, XHR) the page
  // reads (an area's manifest waits for the environment file, not for a file on its stack).
  const waitedFor = (row: Traced | undefined, limitUs: number) => {
    const done = rows.filter((other) => other !== row && other.record.endUs <= limitUs);
    const likely = row
      ? done.filter((other) => row.record.initiators.includes(other.record.url) || /^(Fetch|XHR)$/.test(other.type))
      : done;
    return (likely.length > 0 ? likely : done).sort((a, b) => b.record.endUs - a.record.endUs)[0];
  };
  const chain: Traced[] = [];
  for (let link = waitedFor(undefined, end); link && !chain.includes(link); link = waitedFor(link, link.record.startUs))
    chain.unshift(link);
  const data = lcp.args?.data ?? {};
  return {
    lcpMs: ms(end - start),
    lcpElement: `${String(data.type ?? '?')} ${String(data.nodeName ?? '')} ${String(data.size ?? '')}px²`.trim(),
    scriptMs: ms(scriptUs),
    renderMs: ms(renderUs),
    otherMs: ms(total(busy) - scriptUs - renderUs),
    idleMs: ms(end - start - total(busy)),
    scriptCpuMs: ms(cpu.script),
    renderCpuMs: ms(cpu.render),
    requests: rows.map(withoutRecord),
    chain: chain.map(withoutRecord),
  };
}
