/**
 * What the generator tells a person waiting for it (the first `npm start` runs it): each step with
 * its count, the time elapsed and an estimate of the time left. On a terminal one line is rewritten
 * in place; otherwise (CI logs, a pipe) one line is written as each step ends. Written to stderr,
 * so `--json` keeps stdout to its result.
 */

export interface Step {
  /** One more of the step's items is done. */
  tick(): void;
}

export interface Progress {
  /** Starts (or sizes) step `name` of `total` items. */
  step(name: string, total: number): Step;
  /** Clears the updating line (terminal); the caller prints its summary next. */
  end(): void;
}

interface StepState {
  name: string;
  /** Share of the whole run's time this step takes (measured, see STEP_WEIGHTS). */
  weight: number;
  total: number;
  done: number;
  startedMs: number;
  endedMs?: number;
}

/** A step's name and its share of the run's time (from a timed run). */
export interface StepPlan {
  name: string;
  weight: number;
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

export function createProgress(
  plans: readonly StepPlan[],
  out: { write(text: string): unknown; isTTY?: boolean } = process.stderr,
  now: () => number = () => performance.now(),
): Progress {
  const started = now();
  // A step not started yet counts as nothing done; its total is known when it starts.
  const steps = new Map<string, StepState>(plans.map((p) => [p.name, { ...p, total: 0, done: 0, startedMs: started }]));
  const weights = plans.reduce((sum, p) => sum + p.weight, 0) || 1;
  const tty = out.isTTY === true;
  let lastDraw = 0;

  /** Elapsed time, and the time left from the weighted share done so far (once there is enough to go on). */
  const times = (): string => {
    const elapsed = now() - started;
    const share = [...steps.values()].reduce((sum, s) => sum + (s.total ? (s.weight * Math.min(s.done, s.total)) / s.total : 0), 0) / weights;
    const left = share >= 0.05 && share < 1 ? `, about ${seconds((elapsed * (1 - share)) / share)} left` : '';
    return `${seconds(elapsed)} elapsed${left}`;
  };
  const draw = (force = false) => {
    const t = now();
    if (!force && t - lastDraw < 100) return;
    lastDraw = t;
    const parts = [...steps.values()].filter((s) => s.total > 0).map((s) => `${s.name} ${s.done}/${s.total}`);
    out.write(`\r\x1b[2Kdataset: ${parts.join(', ')} · ${times()}`);
  };

  if (!tty) out.write(`dataset: generating ${plans.map((p) => p.name).join(', ')}; a line as each is done\n`);
  return {
    step(name, total) {
      const state = steps.get(name);
      if (!state) throw new Error(`progress: no step ${name}`);
      state.total = total;
      state.startedMs = now();
      if (tty) draw(true);
      return {
        tick() {
          state.done++;
          if (state.done === state.total) {
            state.endedMs = now();
            if (!tty) out.write(`dataset: ${state.name} ${state.done}/${state.total} done in ${seconds(state.endedMs - state.startedMs)} · ${times()}\n`);
          }
          if (tty) draw(state.done === state.total);
        },
      };
    },
    end() {
      if (tty) out.write('\r\x1b[2K');
    },
  };
}
